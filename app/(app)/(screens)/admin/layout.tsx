import type { ReactNode } from "react";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { getCurrentUser } from "@/lib/server/current-user";
import { adminNeedsTwoFactor } from "@/lib/server/admin-two-factor";

// The admin hub: tabs over Business Applications and Moderation (members get each page's 403 instead).
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return (
    <>
      {user?.isAdmin && !adminNeedsTwoFactor(user) ? <AdminTabs /> : null}
      {children}
    </>
  );
}
