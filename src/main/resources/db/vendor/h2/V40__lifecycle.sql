-- Lab 5: the systems of record its four actions reach (a draft, an order, payees and sent
-- payments; the account is Lab 4's), the lab's runs, and what the wire and gates need for it.
CREATE TABLE draft (
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    id          VARCHAR(16)  NOT NULL,
    title       VARCHAR(120) NOT NULL,
    updated_at  TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sandbox_id, id)
);

CREATE TABLE shop_order (
    sandbox_id    VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    id            VARCHAR(16)  NOT NULL,
    customer      VARCHAR(120) NOT NULL,
    amount_cents  INT          NOT NULL,
    status        VARCHAR(16)  NOT NULL,
    updated_at    TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sandbox_id, id)
);

CREATE TABLE payee (
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    id          VARCHAR(16)  NOT NULL,
    name        VARCHAR(120) NOT NULL,
    account     VARCHAR(40)  NOT NULL,
    PRIMARY KEY (sandbox_id, id)
);

CREATE TABLE payment (
    id            BIGINT AUTO_INCREMENT PRIMARY KEY,
    sandbox_id    VARCHAR(36) NOT NULL REFERENCES sandbox (id),
    payee_id      VARCHAR(16) NOT NULL,
    amount_cents  INT         NOT NULL,
    call_id       BIGINT      NOT NULL,
    sent_at       TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
CREATE INDEX payment_sandbox ON payment (sandbox_id, id);

-- One play of Lab 5: which action under which UI behaviour, its validated arguments (kept
-- server-side for the effect), and the consequence text the app wrote from its own data.
CREATE TABLE lifecycle_run (
    call_id      BIGINT        PRIMARY KEY REFERENCES tool_call (id),
    sandbox_id   VARCHAR(36)   NOT NULL REFERENCES sandbox (id),
    action       VARCHAR(32)   NOT NULL,
    behaviour    VARCHAR(40)   NOT NULL,
    args_json    VARCHAR(2000) NOT NULL,
    consequence  VARCHAR(1000) NOT NULL,
    streamed     INT           NOT NULL DEFAULT 0,
    created_at   TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
CREATE INDEX lifecycle_run_sandbox ON lifecycle_run (sandbox_id, call_id);

-- "Hold the wire": effect requests wait at the effect boundary until the learner releases them.
CREATE TABLE wire_hold (
    sandbox_id  VARCHAR(36) PRIMARY KEY REFERENCES sandbox (id)
);

-- A held request has reached the effect boundary (its seq says when it left) but not yet the
-- system of record: HELD, then RELEASED (the effect ran) or DROPPED (reset; nothing ran).
ALTER TABLE wire_entry ADD COLUMN hold VARCHAR(16);
ALTER TABLE wire_entry ADD COLUMN released_at TIMESTAMP(3) WITH TIME ZONE;

-- Where an approver must decide, the person's own consent in the page is recorded first.
ALTER TABLE gate ADD COLUMN consent_by VARCHAR(120);
ALTER TABLE gate ADD COLUMN consent_at TIMESTAMP(3) WITH TIME ZONE;
ALTER TABLE gate ADD COLUMN consent_seq BIGINT;

-- Sandboxes created before this migration get the same seed a new sandbox gets.
INSERT INTO draft (sandbox_id, id, title, updated_at)
    SELECT id, 'DR-7', 'Untitled draft', CURRENT_TIMESTAMP FROM sandbox;
INSERT INTO shop_order (sandbox_id, id, customer, amount_cents, status, updated_at)
    SELECT id, 'ORD-1042', 'Grace Hopper', 4990, 'PAID', CURRENT_TIMESTAMP FROM sandbox;
INSERT INTO payee (sandbox_id, id, name, account) SELECT id, 'PAYEE-1', 'Alan Turing', 'GB29 •••• 2681' FROM sandbox;
INSERT INTO payee (sandbox_id, id, name, account) SELECT id, 'PAYEE-2', 'Katherine Johnson', 'DE89 •••• 3000' FROM sandbox;
