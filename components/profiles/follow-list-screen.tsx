"use client";

import dynamic from "next/dynamic";

/**
 * The followers/following screen (/profile/{id}/followers|following) shares its route with the profile
 * itself: loaded apart, so a profile's first load does not carry the list's code (issue #34), and
 * rendered on the server as before, so the list shows before this chunk arrives.
 */
export const FollowListScreen = dynamic(() => import("./follow-list-view").then((m) => m.FollowListView));
