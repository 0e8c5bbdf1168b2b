import { AccountStatusView } from "@/components/appeals/account-status-view";
import { getAccountStatus } from "@/lib/domain/appeals/get-account-status";
import { getCurrentStanding } from "@/lib/server/current-user";

// /settings/account-status: the member's own standing (strikes, suspension, the decisions behind them)
// and an appeal for each decision; a suspended member's session reaches this page only.
export default async function AccountStatusPage() {
  const member = await getCurrentStanding();
  if (!member) return null;
  return <AccountStatusView status={await getAccountStatus(member)} suspended={member.suspended} />;
}
