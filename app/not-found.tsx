import type { Metadata, Viewport } from "next";
import { Landing } from "@/components/landing/landing";
import { AppShell } from "@/components/layout/app-shell";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { getCurrentUser } from "@/lib/server/current-user";
import { discreetMetadata, discreetViewport, getCurrentDiscreet } from "@/lib/server/discreet-metadata";
import { toPublicUser } from "@/lib/domain/users/user-response";

// The 404 follows discreet mode like every page (its head is resolved apart from the pages').
export function generateMetadata(): Promise<Metadata> {
  return discreetMetadata();
}

export function generateViewport(): Promise<Viewport> {
  return discreetViewport();
}

// Unknown paths: the landing screen when signed out, the 404 page inside the app when signed in.
export default async function NotFound() {
  const user = await getCurrentUser();
  if (!user) return <Landing />;
  return (
    <AppShell user={toPublicUser(user, user)} discreet={(await getCurrentDiscreet())!} unconfirmedEmail={user.emailConfirmed ? null : user.email}>
      <NotFoundContent />
    </AppShell>
  );
}
