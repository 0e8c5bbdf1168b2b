"use client";

import { Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ExplorePosts } from "@/components/explore/explore-posts";
import { PeopleResults } from "@/components/explore/people-results";
import { useDebounced } from "@/hooks/use-debounced";
import type { Page } from "@/lib/client/fetch-page";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { PostDto } from "@/lib/contract/posts/types";
import { SEARCH_MAX, SEARCH_MIN } from "@/lib/contract/users/limits";

export const SEARCH_DEBOUNCE_MS = 300;

export function ExploreView({ viewerId, initialPosts }: { viewerId: string; initialPosts?: Page<PostDto> }) {
  const t = useTranslations("explore");
  const [text, setText] = useState("");
  const [tab, setTab] = useState("posts");
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);

  // A new real query shows the people results (adjusted while rendering, not in an effect).
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query.length >= SEARCH_MIN) setTab("people");
  }

  return (
    <div className="space-y-3">
      <h1 className="sr-only">{t("title")}</h1>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(e) => setText(e.target.value)}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text ? (
          <button
            type="button"
            aria-label={t("clear")}
            onClick={() => setText("")}
            className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full hover:bg-accent"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t("tabs.label")} className="w-full">
          <TabsTrigger value="posts">{t("tabs.posts")}</TabsTrigger>
          <TabsTrigger value="people">{t("tabs.people")}</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <ExplorePosts initial={initialPosts} />
        </TabsContent>
        <TabsContent value="people">
          <PeopleResults query={query} viewerId={viewerId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
