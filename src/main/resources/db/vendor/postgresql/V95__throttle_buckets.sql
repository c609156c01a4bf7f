-- Bucket4j's buckets for every throttle (sign-in, class codes, demo runs), shared by every node.
-- A row is one key's bucket; expires_at (epoch milliseconds) is when it will have refilled, after
-- which any node may delete it. Only PostgreSQL has it: on H2 the buckets live in memory.
CREATE TABLE throttle_bucket (
    id         VARCHAR(200) PRIMARY KEY,
    state      BYTEA,
    expires_at BIGINT
);
CREATE INDEX throttle_bucket_expires ON throttle_bucket (expires_at);
