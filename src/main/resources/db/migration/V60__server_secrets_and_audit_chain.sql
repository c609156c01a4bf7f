-- Secrets the server makes for itself on first start and keeps across restarts (the key that
-- signs sandbox cookies). Never exported, never shown.
CREATE TABLE server_secret (
    name        VARCHAR(40)  PRIMARY KEY,
    secret      VARCHAR(200) NOT NULL,
    created_at  TIMESTAMP(3) WITH TIME ZONE NOT NULL
);

-- The audit log's hash chain: each row's hash covers its own fields and the previous row's
-- hash in the same sandbox. Rows written before the chain existed keep a NULL hash.
ALTER TABLE audit_record ADD COLUMN prev_hash VARCHAR(64);
ALTER TABLE audit_record ADD COLUMN hash VARCHAR(64);

-- The newest link of each sandbox's chain. Appends lock this row, so links are made one at a
-- time in seq order, and it also gives away rows cut off the end of the chain.
CREATE TABLE audit_chain_head (
    sandbox_id  VARCHAR(36) PRIMARY KEY REFERENCES sandbox (id),
    last_seq    BIGINT      NOT NULL,
    last_hash   VARCHAR(64) NOT NULL
);
