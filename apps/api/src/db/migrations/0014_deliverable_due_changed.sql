-- Issue 28: when the brand last moved a deliverable's due date. The reminder stamps are no longer
-- cleared by a move: a moved date earns each reminder again a day after the last one at the earliest.
ALTER TABLE "order_deliverables" ADD COLUMN "due_changed_at" timestamp with time zone;
