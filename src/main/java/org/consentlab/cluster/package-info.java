/**
 * Running several app nodes on one PostgreSQL database: the {@code postgres} profile's JDBC
 * adaptation (instants as timestamps with time zone), the cross-node relay that carries "this
 * sandbox changed" on PostgreSQL's LISTEN/NOTIFY into each node's in-process sandbox events, and
 * the cluster-wide lock that lets a timed job run on one node at a time. Exactly-once effects do
 * not live here: they rest on the database's constraints and conditional updates, on every node.
 */
@NullMarked
package org.consentlab.cluster;

import org.jspecify.annotations.NullMarked;
