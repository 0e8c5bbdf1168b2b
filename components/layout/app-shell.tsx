import type { ReactNode } from "react";
import { BottomNav } from "@/components/layout/bottom-nav";
import { SeedCurrentUser } from "@/components/layout/seed-current-user";
import { TopHeader } from "@/components/layout/top-header";
import type { PublicUser } from "@/lib/users/types";

export function AppShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <>
      <SeedCurrentUser user={user} />
      <TopHeader />
      <main className="mx-auto w-full max-w-2xl px-3 pb-24 pt-3">{children}</main>
      <BottomNav isAdmin={user.isAdmin} />
    </>
  );
}
