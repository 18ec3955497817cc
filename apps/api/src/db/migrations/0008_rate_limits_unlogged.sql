-- Limit counters are worth losing in a crash, not a WAL flush per request (docs/decisions/013):
-- an unlogged table skips the WAL, so a charge costs about a sixth of a logged upsert. After a crash,
-- or on a replica promoted in a failover, the table starts empty and every window starts again.
ALTER TABLE "rate_limits" SET UNLOGGED;
