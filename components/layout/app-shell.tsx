import type { ReactNode } from "react";
import { DiscreetSync } from "@/components/discreet/discreet-sync";
import { PinLock } from "@/components/discreet/pin-lock";
import { BottomNav } from "@/components/layout/bottom-nav";
import { SeedCurrentUser } from "@/components/layout/seed-current-user";
import { TitleGuard } from "@/components/layout/title-guard";
import { ConfirmEmailBanner } from "@/components/security/confirm-email-banner";
import { TopHeader } from "@/components/layout/top-header";
import { LiveEventsProvider } from "@/components/messages/live-events-provider";
import type { DiscreetSettings } from "@/lib/contract/discreet/types";
import type { PublicUser } from "@/lib/contract/users/types";

// `title`: the signed-in screens' TitleGuard (app/(app)/layout.tsx). It lives here so the 404 page, which
// shows this shell too, has the same client modules: Turbopack then ships them in one chunk, not in two copies.
// `unconfirmedEmail`: the member's address while it awaits confirmation (from the session), so the
// confirm-e-mail banner is server-rendered rather than shifting the screen when it appears.
export function AppShell({ user, discreet, title, unconfirmedEmail, children }: { user: PublicUser; discreet: DiscreetSettings; title?: string; unconfirmedEmail?: string | null; children: ReactNode }) {
  return (
    <>
      <SeedCurrentUser user={user} />
      {title === undefined ? null : <TitleGuard title={title} />}
      <DiscreetSync settings={discreet} />
      <PinLock userId={user.id} hasPin={discreet.hasPin} lockMinutes={discreet.lockMinutes}>
        <LiveEventsProvider>
          <TopHeader />
          <main className="mx-auto w-full max-w-2xl px-3 pb-24 pt-3">
            <ConfirmEmailBanner unconfirmedEmail={unconfirmedEmail} />
            {children}
          </main>
          <BottomNav isAdmin={user.isAdmin} />
        </LiveEventsProvider>
      </PinLock>
    </>
  );
}
