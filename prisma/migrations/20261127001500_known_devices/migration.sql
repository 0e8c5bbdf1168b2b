-- Issue #31, signed-in devices: the SHA-256 of the device cookies of the browsers a member signed in
-- from (newest first, at most 20), so a sign-in from any other browser sends a notice mail. Kept on
-- the member, not on the session rows: a logout deletes those, and the next sign-in from the same
-- browser is not a new device.
ALTER TABLE "User" ADD COLUMN "knownDevices" TEXT[] DEFAULT ARRAY[]::TEXT[];
