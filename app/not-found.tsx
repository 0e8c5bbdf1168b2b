import { Landing } from "@/components/landing/landing";
import { AppShell } from "@/components/layout/app-shell";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getDiscreetSettings } from "@/lib/services/discreet/get-discreet-settings";
import { toPublicUser } from "@/lib/services/users/user-response";

// Unknown paths: the landing screen when signed out, the 404 page inside the app when signed in.
export default async function NotFound() {
  const user = await getCurrentUser();
  if (!user) return <Landing />;
  return (
    <AppShell user={toPublicUser(user, user.id)} discreet={await getDiscreetSettings(user)}>
      <NotFoundContent />
    </AppShell>
  );
}
