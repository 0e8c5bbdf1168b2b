import type { ReactNode } from "react";
import { Landing } from "@/components/landing/landing";
import { AppShell } from "@/components/layout/app-shell";
import { getCurrentUser } from "@/lib/auth/current-user";
import { toPublicUser } from "@/lib/services/users/user-response";

// Signed-in screens. A signed-out visitor gets the landing screen on every one of these paths.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) return <Landing />;
  return <AppShell user={toPublicUser(user, user.id)}>{children}</AppShell>;
}
