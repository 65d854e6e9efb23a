-- issue 29: queue items whose order ended before its prescription check (cancelled by the customer or the desk) stayed
-- 'waiting' for ever. From now on an order's end closes its item in the same transaction; this closes the ones left
-- from before, with the same reason, released from any claim, and audited.
WITH closed AS (
  UPDATE "rx_reviews" AS r
  SET "status" = 'closed', "reason" = 'order cancelled', "decided_at" = now(), "claimed_by" = NULL, "claimed_at" = NULL
  FROM "orders" AS o
  WHERE r."status" = 'waiting' AND r."kind" = 'order' AND o."id" = r."order_id" AND o."status" <> 'awaiting_rx_check'
  RETURNING r."id", r."order_id"
)
INSERT INTO "audit_log" ("at", "actor_user_id", "action", "target_user_id", "detail")
SELECT now(), NULL, 'rx.closed', NULL,
  jsonb_build_object('subject', jsonb_build_object('rxReviewId', "id", 'orderId', "order_id"), 'reason', 'order cancelled', 'by', 'migration')
FROM closed;
