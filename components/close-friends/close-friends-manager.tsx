"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDeferredValue, useState } from "react";
import { SafetyUserList } from "@/components/safety/safety-user-list";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CloseFriendCandidate, CloseFriendDto } from "@/lib/contract/close-friends/types";
import { CLOSE_FRIENDS_SEARCH_MAX } from "@/lib/contract/close-friends/limits";
import { useCloseFriendToggle } from "./use-close-friend-toggle";

function ToggleButton({ user, isCloseFriend }: { user: { id: string; username: string }; isCloseFriend: boolean }) {
  const t = useTranslations("audience.closeFriends");
  const toggle = useCloseFriendToggle(user.id);
  const name = `@${user.username}`;
  return isCloseFriend ? (
    <Button type="button" variant="outline" size="sm" className="text-foreground" disabled={toggle.isPending} aria-label={t("remove", { name })} onClick={() => toggle.mutate(false)}>
      {t("removeAction")}
    </Button>
  ) : (
    <Button type="button" size="sm" disabled={toggle.isPending} aria-label={t("add", { name })} onClick={() => toggle.mutate(true)}>
      {t("addAction")}
    </Button>
  );
}

/** /close-friends: my list (each with Remove) and a search among my followers to add. Private to me. */
export function CloseFriendsManager() {
  const t = useTranslations("audience.closeFriends");
  const [q, setQ] = useState("");
  const query = useDeferredValue(q.trim());
  const candidatesUrl = query ? `/api/close-friends/candidates?q=${encodeURIComponent(query)}` : "/api/close-friends/candidates";
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <SafetyUserList<CloseFriendDto> url="/api/close-friends" title={t("listTitle")} empty={t("empty")} action={(user) => <ToggleButton user={user} isCloseFriend />} />
      <div className="space-y-1.5">
        <Label htmlFor="close-friends-search">{t("searchLabel")}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id="close-friends-search" type="search" className="pl-9" value={q} maxLength={CLOSE_FRIENDS_SEARCH_MAX} placeholder={t("searchPlaceholder")} autoComplete="off" onChange={(e) => setQ(e.target.value)} />
        </div>
      </div>
      <SafetyUserList<CloseFriendCandidate>
        url={candidatesUrl}
        title={t("searchTitle")}
        empty={t("noFollowers")}
        action={(user) => <ToggleButton user={user} isCloseFriend={user.isCloseFriend} />}
      />
    </div>
  );
}
