import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/comments/[id]/route";
import { db } from "@/lib/data/db";
import { h, seedPost } from "@/tests/posts/support";
import { call, createUser } from "@/tests/support/http";
import { recordStatements } from "@/tests/support/statements";

process.env.NIJI_DB_QUERY_EVENTS = "1";

// Editing and deleting one's own comment under a post one may see (issue #28 review): the delete is
// one statement with the visibility rule in its filter (the read that tells 404 from 403 runs only
// when it deletes nothing); an edit reads the comment once (old text, 404/403, the response), the
// post owner's hidden words once (issue #33) and writes it once, and a text without mentions tells nobody.
describe("statements of a comment edit and delete", () => {
  it("an edit: one read (two SELECTs), the owner's hidden words and one guarded write besides the session; a delete: one statement", async () => {
    const author = await createUser();
    const me = await createUser();
    const post = await seedPost(author.id);
    const comment = await db.comment.create({ data: { postId: post.id, authorId: me.id, content: "first" } });
    const statements = recordStatements();
    const work = () => statements.work().filter((q) => !q.includes('"sessionVersion"'));

    await call(h(updateRoute), "/x", { method: "PUT", cookie: me.cookie, params: { id: comment.id }, body: { content: "warm" } });
    statements.reset();
    const edited = await call(h(updateRoute), "/x", { method: "PUT", cookie: me.cookie, params: { id: comment.id }, body: { content: "second" } });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ id: comment.id, content: "second", userId: me.id, user: expect.objectContaining({ username: me.username }) });
    // the read is Prisma's two SELECTs (the comment with the rule, then its author's summary), then the post's owner
    // with their hidden words in one SELECT; no read after the write
    expect(work().map((q) => q.trim().split(" ")[0])).toEqual(["SELECT", "SELECT", "SELECT", "UPDATE"]);

    statements.reset();
    expect((await call(h(deleteRoute), "/x", { method: "DELETE", cookie: me.cookie, params: { id: comment.id } })).status).toBe(204);
    expect(work()).toHaveLength(1);
    expect(await db.comment.findUnique({ where: { id: comment.id } })).toBeNull();
  });
});
