-- Account deletion keeps an audit entry's action but not the member it was about.
ALTER TABLE "AuditLog" ALTER COLUMN "targetId" DROP NOT NULL;
