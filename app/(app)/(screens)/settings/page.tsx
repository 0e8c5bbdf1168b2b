import { AccountStatusLink } from "@/components/appeals/account-status-link";
import { CloseFriendsLink } from "@/components/close-friends/close-friends-link";
import { HiddenWordsLink } from "@/components/hidden-words/hidden-words-link";
import { LimitsLink } from "@/components/limits/limits-link";
import { DiscreetSettingsSection } from "@/components/discreet/discreet-settings";
import { PushLink } from "@/components/push/push-link";
import { SafetySettings } from "@/components/safety/safety-settings";
import { SecurityLink } from "@/components/security/security-link";
import { getCurrentUser } from "@/lib/server/current-user";
import { getDiscreetSettings } from "@/lib/domain/discreet/get-discreet-settings";

// /settings: privacy and safety — blocked and muted accounts, the ways to Hidden words, Limits, Security, Push notifications, Close Friends and Account status, discreet mode.
export default async function SettingsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const discreet = await getDiscreetSettings(user);
  return (
    <div className="space-y-6">
      <SafetySettings />
      <HiddenWordsLink />
      <LimitsLink />
      <SecurityLink />
      <PushLink />
      <CloseFriendsLink />
      <AccountStatusLink />
      <DiscreetSettingsSection userId={user.id} initial={discreet} />
    </div>
  );
}
