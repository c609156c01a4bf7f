-- One MCP bearer token per sandbox. Only a SHA-256 hash of the token is kept: the token itself is
-- shown once, to the learner who asked for it. Issuing a new token replaces the row, so the old
-- token stops working at once.
CREATE TABLE mcp_token (
    sandbox_id  VARCHAR(36) PRIMARY KEY REFERENCES sandbox (id),
    token_hash  VARCHAR(64) NOT NULL,
    issued_at   TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    CONSTRAINT mcp_token_hash UNIQUE (token_hash)
);
