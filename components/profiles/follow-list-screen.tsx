"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";

function FollowListLoading() {
  const t = useTranslations("common");
  return <Spinner aria-label={t("loading")} />;
}

/**
 * The followers/following screen (/profile/{id}/followers|following) shares its route with the profile
 * itself: loaded apart, so a profile's first load does not carry the list's code (issue #34), and
 * rendered on the server as before, so the list shows before this chunk arrives. Reached from the profile
 * in the browser, a loading status shows while the chunk downloads.
 */
export const FollowListScreen = dynamic(() => import("./follow-list-view").then((m) => m.FollowListView), { loading: () => <FollowListLoading /> });
