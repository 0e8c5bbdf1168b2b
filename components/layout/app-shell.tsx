import type { ReactNode } from "react";
import { DiscreetSync } from "@/components/discreet/discreet-sync";
import { PinLock } from "@/components/discreet/pin-lock";
import { BottomNav } from "@/components/layout/bottom-nav";
import { SeedCurrentUser } from "@/components/layout/seed-current-user";
import { ConfirmEmailBanner } from "@/components/security/confirm-email-banner";
import { TopHeader } from "@/components/layout/top-header";
import { LiveEventsProvider } from "@/components/messages/live-events-provider";
import type { DiscreetSettings } from "@/lib/contract/discreet/types";
import type { PublicUser } from "@/lib/contract/users/types";

export function AppShell({ user, discreet, children }: { user: PublicUser; discreet: DiscreetSettings; children: ReactNode }) {
  return (
    <>
      <SeedCurrentUser user={user} />
      <DiscreetSync settings={discreet} />
      <PinLock userId={user.id} hasPin={discreet.hasPin} lockMinutes={discreet.lockMinutes}>
        <LiveEventsProvider>
          <TopHeader />
          <main className="mx-auto w-full max-w-2xl px-3 pb-24 pt-3">
            <ConfirmEmailBanner />
            {children}
          </main>
          <BottomNav isAdmin={user.isAdmin} />
        </LiveEventsProvider>
      </PinLock>
    </>
  );
}
