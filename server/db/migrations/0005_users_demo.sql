ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before this column existed hold the demo accounts unmarked: mark the rows that match a seeded
-- account exactly (name, phone and e-mail), so a production start can refuse them.
UPDATE "users" SET "demo" = true
FROM (VALUES
	('Asha Verma', '9810000001', 'asha.verma@example.com'),
	('Rahul Sharma', '9810000002', 'rahul.sharma@example.com'),
	('Rahul Sharma', '9810000002', 'rahul.office@example.com'),
	('Anil Kumar', '9810000003', 'anil.kumar@example.com'),
	('Anil Kumar', '9810000003', 'anil.k@example.com'),
	('Meera Iyer', NULL, 'meera.iyer@example.com'),
	('Kiran Rao', NULL, 'kiran.rao@example.com'),
	('Kiran Rao', '9810000004', NULL),
	('Neha Kapoor', NULL, 'neha.kapoor@example.com'),
	('Vikram Singh', '9810000005', 'vikram.singh@example.com'),
	('Shree Medicals', '9810000006', 'shree.medicals@example.com'),
	('Jan Aushadhi Kendra', '9810000007', NULL),
	('Admin', '9810000008', 'admin@example.com'),
	('Customer Care', '9810000009', 'ccare@example.com')
) AS seeded(name, phone, email)
WHERE "users"."name" IS NOT DISTINCT FROM seeded.name
	AND "users"."phone" IS NOT DISTINCT FROM seeded.phone
	AND "users"."email" IS NOT DISTINCT FROM seeded.email;
