-- Issue 9: a job's location is a Nigerian state from the contract's list (required, so the feed's state filter
-- finds every job) plus an optional town or street. Existing jobs get their state in this order:
--   1. the state they carry, when it names a state of the list in any spelling the list allows
--      ("lagos", "Lagos State", "FCT");
--   2. else the state named last in their address ("12 Kano Road, Ikeja, Lagos" -> Lagos), since addresses
--      are written from the street up to the state;
--   3. else the state of the posting employer's own address (users.address is "street|state|country");
--   4. else 'Federal Capital Territory', the seat of the federal regulator: a job must carry some state to be
--      found at all, and none of its own text names one. Such jobs are few (the web form has always offered
--      the state list) and their employers can post them again with the right state.
-- Names match as whole words ("Niger" is not found in "Nigeria"); "Abuja"/"FCT" read as Federal Capital
-- Territory and "Nassarawa" as Nasarawa.
CREATE TEMPORARY TABLE "job_state_names" ("state" text NOT NULL, "name" text NOT NULL);--> statement-breakpoint
INSERT INTO "job_state_names" ("state", "name")
SELECT "state", lower("state") FROM unnest(ARRAY[
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano',
  'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau',
  'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara'
]) AS "state"
UNION ALL VALUES
  ('Federal Capital Territory', 'fct'),
  ('Federal Capital Territory', 'abuja'),
  ('Nasarawa', 'nassarawa'),
  ('Akwa Ibom', 'akwa-ibom'),
  ('Cross River', 'cross-river');--> statement-breakpoint
UPDATE "jobs" AS "j" SET "state" = (
  SELECT "n"."state" FROM "job_state_names" AS "n"
  WHERE lower(regexp_replace(coalesce("j"."state", ''), '\s+', ' ', 'g')) ~ ('\m' || "n"."name" || '\M')
  ORDER BY length("n"."name") DESC
  LIMIT 1
)
WHERE "j"."state" IS NULL OR "j"."state" NOT IN (SELECT "state" FROM "job_state_names");--> statement-breakpoint
UPDATE "jobs" AS "j" SET "state" = (
  SELECT "n"."state" FROM "job_state_names" AS "n"
  WHERE lower(regexp_replace(coalesce("j"."address", ''), '\s+', ' ', 'g')) ~ ('\m' || "n"."name" || '\M')
  -- The match nearest the end of the address: its first position in the reversed text.
  ORDER BY strpos(reverse(lower(regexp_replace("j"."address", '\s+', ' ', 'g'))), reverse("n"."name")),
    length("n"."name") DESC
  LIMIT 1
)
WHERE "j"."state" IS NULL;--> statement-breakpoint
UPDATE "jobs" AS "j" SET "state" = "n"."state"
FROM "employers" AS "e", "users" AS "u", "job_state_names" AS "n"
WHERE "j"."state" IS NULL
  AND "e"."id" = "j"."employer_id"
  AND "u"."id" = "e"."user_id"
  AND lower(trim(split_part(coalesce("u"."address", ''), '|', 2))) = "n"."name";--> statement-breakpoint
UPDATE "jobs" SET "state" = 'Federal Capital Territory' WHERE "state" IS NULL;--> statement-breakpoint
DROP TABLE "job_state_names";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "state" SET NOT NULL;
