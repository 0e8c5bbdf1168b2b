import { getTranslations } from "next-intl/server";
import { SinglePost } from "@/components/posts/single-post";
import { orErrorCode } from "@/lib/server/http/or-error-code";
import { getCurrentUser } from "@/lib/server/current-user";
import { getPost } from "@/lib/domain/posts/get-post";
import { ID_PATTERN } from "@/lib/core/schema/id";

// /post/{id}: the target of a shared post link.
export default async function PostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  const t = await getTranslations("posts.detail");
  const ts = await getTranslations("common.screens");
  const post = user && ID_PATTERN.test(id) ? await orErrorCode(getPost(user, id), "not_found") : "not_found";
  return (
    <section className="space-y-3">
      <h1 className="sr-only">{ts("post")}</h1>
      {post !== "not_found" ? <SinglePost post={post} /> : <p className="py-16 text-center text-lg font-semibold">{t("notFound")}</p>}
    </section>
  );
}
