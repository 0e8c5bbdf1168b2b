import { SafetySettings } from "@/components/safety/safety-settings";
import { getCurrentUser } from "@/lib/auth/current-user";

// /settings: privacy and safety — blocked and muted accounts.
export default async function SettingsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  return <SafetySettings />;
}
