package org.consentlab.audit;

/** One audit row's place in its sandbox's hash chain. */
public record ChainLink(long seq, String prevHash, String hash) {}
