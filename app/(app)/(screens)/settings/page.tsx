import { CloseFriendsLink } from "@/components/close-friends/close-friends-link";
import { DiscreetSettingsSection } from "@/components/discreet/discreet-settings";
import { SafetySettings } from "@/components/safety/safety-settings";
import { getCurrentUser } from "@/lib/server/current-user";
import { getDiscreetSettings } from "@/lib/domain/discreet/get-discreet-settings";

// /settings: privacy and safety — blocked and muted accounts, the way to Close Friends, discreet mode.
export default async function SettingsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const discreet = await getDiscreetSettings(user);
  return (
    <div className="space-y-6">
      <SafetySettings />
      <CloseFriendsLink />
      <DiscreetSettingsSection userId={user.id} initial={discreet} />
    </div>
  );
}
