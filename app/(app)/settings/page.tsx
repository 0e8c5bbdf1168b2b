import { CloseFriendsLink } from "@/components/close-friends/close-friends-link";
import { SafetySettings } from "@/components/safety/safety-settings";
import { getCurrentUser } from "@/lib/auth/current-user";

// /settings: privacy and safety — blocked and muted accounts; the way to Close Friends.
export default async function SettingsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  return (
    <div className="space-y-4">
      <SafetySettings />
      <CloseFriendsLink />
    </div>
  );
}
