import "server-only";
import { db } from "@/lib/data/db";
import { forgetSession } from "@/lib/data/session";
import type { HiddenWords } from "@/lib/contract/hidden-words/schemas";
import { compileHiddenWords, matchesHiddenWords, type HiddenWordMatcher } from "@/lib/core/text/hidden-words";
import type { Viewer } from "@/lib/domain/safety/visibility";
import builtInList from "@/lib/domain/safety/hidden-words-builtin.json";

// Hidden words (issue #33; docs/decisions/safety.md, "Hidden words"). What is hidden is decided when
// a comment or message request is written or edited, against its recipient's list at that moment,
// and stored on the row (Comment.hiddenAt, ConversationMember.folder "hidden"), so every read is an
// indexed condition in the query (visibility.ts) rather than a filter after it. A change of the
// list re-decides the member's recent comments (rescanHiddenComments).

/** The reason stored on rows hidden by hidden words: a re-scan touches only these (other features may hide for reasons of their own). */
export const HIDDEN_BY_WORDS = "words";
/** How far back a change of the list re-decides comments, and at most how many (newest first). */
export const RESCAN_DAYS = 7;
export const RESCAN_MAX = 1000;

const BUILT_IN = compileHiddenWords([...builtInList.en, ...builtInList.ja]);
/** How many entries the built-in list has (the settings screen says so; the words themselves are not shown). */
export const BUILT_IN_COUNT = builtInList.en.length + builtInList.ja.length;

type List = { words: string[]; builtIn: boolean };
const DEFAULT_LIST = { words: [], builtIn: true, hideInFeed: false };

async function listOf(userId: string): Promise<List & { hideInFeed: boolean }> {
  return (await db.hiddenWordList.findUnique({ where: { userId }, select: { words: true, builtIn: true, hideInFeed: true } })) ?? DEFAULT_LIST;
}

/** One member's matcher: the built-in list (unless turned off) and their own words. */
function matcherOf(list: List): (text: string | null | undefined) => boolean {
  const own: HiddenWordMatcher = compileHiddenWords(list.words);
  return (text) => (list.builtIn && matchesHiddenWords(text, BUILT_IN)) || matchesHiddenWords(text, own);
}

/** GET /api/hidden-words: the viewer's own list. */
export async function getHiddenWords(viewer: Viewer): Promise<HiddenWords> {
  const list = await listOf(viewer.id);
  return { words: list.words, builtIn: list.builtIn, hideInFeed: list.hideInFeed };
}

/**
 * PUT /api/hidden-words: replaces the viewer's list (already trimmed and de-duplicated by the
 * schema; builtIn and hideInFeed unchanged when not given), then re-decides their recent comments.
 */
export async function putHiddenWords(viewer: Viewer, body: { words: string[]; builtIn?: boolean; hideInFeed?: boolean }): Promise<HiddenWords> {
  const row = await db.hiddenWordList.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, words: body.words, builtIn: body.builtIn ?? true, hideInFeed: body.hideInFeed ?? false },
    update: { words: body.words, ...(body.builtIn === undefined ? {} : { builtIn: body.builtIn }), ...(body.hideInFeed === undefined ? {} : { hideInFeed: body.hideInFeed }) },
    select: { words: true, builtIn: true, hideInFeed: true },
  });
  // the session row carries hideInFeed (SessionUser.hidesFeedWords): this process's copy goes at once
  forgetSession(viewer.id);
  await rescanHiddenComments(viewer, row);
  return { words: row.words, builtIn: row.builtIn, hideInFeed: row.hideInFeed };
}

/**
 * Whether text that `viewer` writes to `recipientId` (a comment on their post, a message request)
 * matches the recipient's hidden words. Never for one's own text.
 */
export async function hiddenByRecipientWords(viewer: Viewer, recipientId: string, texts: (string | null | undefined)[]): Promise<boolean> {
  if (recipientId === viewer.id || texts.every((t) => !t)) return false;
  const matches = matcherOf(await listOf(recipientId));
  return texts.some(matches);
}

/**
 * The same for text `viewer` writes under the post `postId` (a comment's edit), in one statement:
 * the post's owner and their list together. False when the post is the viewer's own or is gone.
 */
export async function hiddenByPostOwnerWords(viewer: Viewer, postId: string, texts: (string | null | undefined)[]): Promise<boolean> {
  if (texts.every((t) => !t)) return false;
  const [row] = await db.$queryRaw<{ ownerId: string; words: string[] | null; builtIn: boolean | null }[]>`
    SELECT p."authorId" AS "ownerId", l."words", l."builtIn"
    FROM "Post" p LEFT JOIN "HiddenWordList" l ON l."userId" = p."authorId"
    WHERE p."id" = ${postId}`;
  if (!row || row.ownerId === viewer.id) return false;
  const matches = matcherOf(row.words === null ? DEFAULT_LIST : { words: row.words, builtIn: row.builtIn ?? true });
  return texts.some(matches);
}

/**
 * The viewer's own home feed with their hidden words (hideInFeed on): posts by others whose caption
 * matches are left out of the page (the session's hidesFeedWords says whether to look). This is the viewer's own preference over what they read, not a
 * rule about who may see what, so it applies after the page's query; the page's cursor still comes
 * from the last row read, so paging has no gap (a page may come out shorter).
 */
export async function withoutHiddenWordPosts<T extends { posts: { userId: string; caption: string | null }[] }>(
  viewer: Viewer & { hidesFeedWords?: boolean },
  page: Promise<T>,
): Promise<T> {
  // the session says whether the viewer turned it on: without it, no statement beyond the page's
  if (!viewer.hidesFeedWords) return page;
  const [result, list] = await Promise.all([page, listOf(viewer.id)]);
  if (!list.hideInFeed) return result;
  const matches = matcherOf(list);
  return { ...result, posts: result.posts.filter((post) => post.userId === viewer.id || !matches(post.caption)) };
}

/**
 * Of the members named `usernames`, those who chose to keep their own feed and notifications clear of
 * their hidden words (hideInFeed) and whose list matches one of `texts`: a mention there tells them nothing.
 */
export async function usernamesHidingText(usernames: string[], texts: (string | null | undefined)[]): Promise<Set<string>> {
  if (usernames.length === 0 || texts.every((t) => !t)) return new Set();
  const rows = await db.hiddenWordList.findMany({
    where: { hideInFeed: true, user: { username: { in: usernames } } },
    select: { words: true, builtIn: true, user: { select: { username: true } } },
  });
  return new Set(rows.filter((row) => texts.some(matcherOf(row))).map((row) => row.user.username));
}

/**
 * Re-decides the comments of the last RESCAN_DAYS on the viewer's posts (at most RESCAN_MAX, newest
 * first) under `list`: a comment that now matches is hidden (and its notices go), one that hidden
 * words hid and no longer matches comes back. Comments the viewer chose to show, their own, and
 * rows hidden for another reason are left alone.
 */
async function rescanHiddenComments(viewer: Viewer, list: List) {
  const since = new Date(Date.now() - RESCAN_DAYS * 86_400_000);
  const rows = await db.comment.findMany({
    where: {
      post: { authorId: viewer.id },
      authorId: { not: viewer.id },
      createdAt: { gt: since },
      shownAt: null,
      OR: [{ hiddenAt: null }, { hiddenReason: HIDDEN_BY_WORDS }],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RESCAN_MAX,
    select: { id: true, content: true, hiddenAt: true },
  });
  const matches = matcherOf(list);
  const hide = rows.filter((r) => !r.hiddenAt && matches(r.content)).map((r) => r.id);
  const show = rows.filter((r) => r.hiddenAt && !matches(r.content)).map((r) => r.id);
  if (hide.length === 0 && show.length === 0) return;
  await db.$transaction([
    db.comment.updateMany({ where: { id: { in: hide }, hiddenAt: null, shownAt: null }, data: { hiddenAt: new Date(), hiddenReason: HIDDEN_BY_WORDS } }),
    db.notification.deleteMany({ where: { commentId: { in: hide } } }),
    db.comment.updateMany({ where: { id: { in: show }, hiddenReason: HIDDEN_BY_WORDS, shownAt: null }, data: { hiddenAt: null, hiddenReason: null } }),
  ]);
}
