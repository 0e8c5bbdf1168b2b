import "server-only";
import { db } from "@/lib/data/db";
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
const DEFAULT_LIST: List = { words: [], builtIn: true };

async function listOf(userId: string): Promise<List> {
  return (await db.hiddenWordList.findUnique({ where: { userId }, select: { words: true, builtIn: true } })) ?? DEFAULT_LIST;
}

/** One member's matcher: the built-in list (unless turned off) and their own words. */
function matcherOf(list: List): (text: string | null | undefined) => boolean {
  const own: HiddenWordMatcher = compileHiddenWords(list.words);
  return (text) => (list.builtIn && matchesHiddenWords(text, BUILT_IN)) || matchesHiddenWords(text, own);
}

/** GET /api/hidden-words: the viewer's own list. */
export async function getHiddenWords(viewer: Viewer): Promise<HiddenWords> {
  const list = await listOf(viewer.id);
  return { words: list.words, builtIn: list.builtIn };
}

/**
 * PUT /api/hidden-words: replaces the viewer's list (already trimmed and de-duplicated by the
 * schema; builtIn unchanged when not given), then re-decides their recent comments.
 */
export async function putHiddenWords(viewer: Viewer, body: { words: string[]; builtIn?: boolean }): Promise<HiddenWords> {
  const row = await db.hiddenWordList.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, words: body.words, builtIn: body.builtIn ?? true },
    update: { words: body.words, ...(body.builtIn === undefined ? {} : { builtIn: body.builtIn }) },
    select: { words: true, builtIn: true },
  });
  await rescanHiddenComments(viewer, row);
  return { words: row.words, builtIn: row.builtIn };
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
