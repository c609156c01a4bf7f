-- Lab 8, decisions on one gate. A person may edit a call's arguments before approving it: the
-- arguments they approved are kept beside the ones the agent asked for (args_json), so the audit
-- and the effect each know which is which. Where an approver must still decide, the person's yes
-- is bound to the fingerprint of what they were shown, so a change afterwards cannot ride on it.
ALTER TABLE gate ADD COLUMN edited_args_json VARCHAR(4000);
ALTER TABLE gate ADD COLUMN consent_fingerprint VARCHAR(64);

-- A refund may be partial: the order keeps how much of it went back, so the record tells the truth.
ALTER TABLE shop_order ADD COLUMN refunded_cents INT DEFAULT 0 NOT NULL;

-- An order large enough that a partial refund of it can cross refund_order's €50.00 threshold,
-- for sandboxes made before this migration (new ones get it from the payments seeder).
INSERT INTO shop_order (sandbox_id, id, customer, amount_cents, status, updated_at)
    SELECT id, 'ORD-1043', 'Ada Lovelace', 12000, 'PAID', CURRENT_TIMESTAMP FROM sandbox;
