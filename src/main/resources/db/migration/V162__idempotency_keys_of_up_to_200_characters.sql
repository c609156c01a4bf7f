-- An idempotency key is a string of 1 to 200 characters from A-Z a-z 0-9 . _ : - (IdempotencyKeys),
-- checked where it arrives. The columns held 128, and a longer key used to be dropped without a word
-- before it reached them; now that a key is either accepted whole or refused, they hold the longest
-- accepted key. Widening a VARCHAR keeps every stored key as it is, on both databases.
ALTER TABLE tool_call ALTER COLUMN idempotency_key SET DATA TYPE VARCHAR(200);
ALTER TABLE call_key ALTER COLUMN idempotency_key SET DATA TYPE VARCHAR(200);
