"use client";

import { MessageSquareOff, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SettingsLink } from "@/components/shared/settings-link";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { PanelSection } from "@/components/ui/panel-section";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchRow } from "@/components/ui/switch-row";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQuery, useQueryClient } from "@/lib/client/query";
import { HIDDEN_WORD_MAX_LENGTH, HIDDEN_WORDS_MAX } from "@/lib/contract/hidden-words/limits";
import type { HiddenWords } from "@/lib/contract/hidden-words/schemas";
import { HIDDEN_COMMENTS_PATH, HIDDEN_WORDS_URL } from "@/lib/contract/hidden-words/paths";
import { normaliseForMatching } from "@/lib/core/text/hidden-words";

const KEY = [HIDDEN_WORDS_URL];

/** /settings/hidden-words: the built-in list's switch, the member's own words as chips, the way to Hidden comments. */
export function HiddenWordsSettings({ builtInCount }: { builtInCount: number }) {
  const t = useTranslations("hiddenWords");
  const onError = useApiError();
  const queryClient = useQueryClient();
  const query = useQuery<HiddenWords>({ queryKey: KEY });
  const mutation = useMutation({
    mutationFn: ({ body }: { body: HiddenWords; done: string }) => apiRequest<HiddenWords>("PUT", HIDDEN_WORDS_URL, body),
    onSuccess: (saved, { done }) => {
      queryClient.setQueryData(KEY, saved);
      toast.success(done);
    },
    onError: (error) => onError(error, t("failed"), { useServerMessage: true }),
  });
  const save = (body: HiddenWords, done: string) =>
    mutation.mutateAsync({ body, done }).then(
      () => true,
      () => false,
    );

  return (
    <>
      <PanelSection titleId="hidden-builtin-title" title={t("builtInTitle")}>
        {query.data ? (
          <SwitchRow
            id="hidden-builtin"
            label={t("builtInToggle")}
            hint={t("builtInHint", { count: builtInCount })}
            checked={query.data.builtIn}
            disabled={mutation.isPending}
            onCheckedChange={(on) => void save({ ...query.data, builtIn: on }, on ? t("builtInOn") : t("builtInOff"))}
          />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className="h-12 w-full" />
        )}
      </PanelSection>
      <PanelSection titleId="hidden-words-title" title={t("wordsTitle")} text={t("wordsText")}>
        {query.data ? <WordsEditor list={query.data} saving={mutation.isPending} save={save} /> : query.isError ? null : <Skeleton className="h-24 w-full" />}
      </PanelSection>
      <PanelSection titleId="hidden-feed-title" title={t("feedTitle")}>
        {query.data ? (
          <SwitchRow
            id="hidden-feed"
            label={t("feedToggle")}
            hint={t("feedHint")}
            checked={query.data.hideInFeed}
            disabled={mutation.isPending}
            onCheckedChange={(on) => void save({ ...query.data, hideInFeed: on }, on ? t("feedOn") : t("feedOff"))}
          />
        ) : query.isError ? null : (
          <Skeleton className="h-12 w-full" />
        )}
      </PanelSection>
      <SettingsLink href={HIDDEN_COMMENTS_PATH} title={t("hiddenComments")} hint={t("hiddenCommentsHint")} icon={<MessageSquareOff className="size-4" />} />
    </>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("hiddenWords");
  return (
    <div role="alert" className="space-y-2 text-sm">
      <p>{t("loadFailed")}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}

type EditorProps = { list: HiddenWords; saving: boolean; save: (body: HiddenWords, done: string) => Promise<boolean> };

function WordsEditor({ list, saving, save }: EditorProps) {
  const t = useTranslations("hiddenWords");
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string>();

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const word = draft.trim();
    const problem = !word
      ? t("wordEmpty")
      : [...word].length > HIDDEN_WORD_MAX_LENGTH
        ? t("wordTooLong", { max: HIDDEN_WORD_MAX_LENGTH })
        : list.words.some((w) => normaliseForMatching(w) === normaliseForMatching(word))
          ? t("wordDuplicate")
          : list.words.length >= HIDDEN_WORDS_MAX
            ? t("tooMany", { max: HIDDEN_WORDS_MAX })
            : undefined;
    setError(problem);
    if (problem) return;
    if (await save({ ...list, words: [...list.words, word] }, t("added"))) setDraft("");
  };

  return (
    <div className="space-y-3">
      <form onSubmit={(e) => void add(e)} noValidate className="space-y-2">
        <InputField
          id="hidden-word"
          label={t("wordLabel")}
          hint={t("wordHint", { max: HIDDEN_WORD_MAX_LENGTH })}
          error={error}
          value={draft}
          maxLength={HIDDEN_WORD_MAX_LENGTH * 2}
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="outline" size="sm" disabled={saving}>
          {t("add")}
        </Button>
      </form>
      <p className="text-xs text-muted-foreground">{t("wordCount", { count: list.words.length, max: HIDDEN_WORDS_MAX })}</p>
      {list.words.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("emptyWords")}</p>
      ) : (
        <ul aria-labelledby="hidden-words-title" className="flex flex-wrap gap-2">
          {list.words.map((word) => (
            <li key={word} className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground">
              <span className="truncate">{word}</span>
              <button
                type="button"
                aria-label={t("remove", { word })}
                disabled={saving}
                onClick={() => void save({ ...list, words: list.words.filter((w) => w !== word) }, t("removed"))}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
