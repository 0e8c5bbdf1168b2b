-- Media follows its content's audience (issue #28, docs/decisions/safety.md): GET /objects/<key>
-- finds what references an object by its address, one UNION ALL over these url columns
-- (lib/services/uploads/media-access.ts). Message.mediaUrl and Upload.objectKey are unique already.
CREATE INDEX "User_profileImageUrl_idx" ON "User"("profileImageUrl");
CREATE INDEX "User_backgroundVideoUrl_idx" ON "User"("backgroundVideoUrl");
CREATE INDEX "PostMedia_url_idx" ON "PostMedia"("url");
CREATE INDEX "Comment_imageUrl_idx" ON "Comment"("imageUrl");
CREATE INDEX "Comment_videoUrl_idx" ON "Comment"("videoUrl");
CREATE INDEX "Story_imageUrl_idx" ON "Story"("imageUrl");
CREATE INDEX "Event_venueImageUrl_idx" ON "Event"("venueImageUrl");
CREATE INDEX "Event_imageUrl_idx" ON "Event"("imageUrl");
CREATE INDEX "Business_imageUrl_idx" ON "Business"("imageUrl");
CREATE INDEX "BusinessReview_imageUrl_idx" ON "BusinessReview"("imageUrl");
CREATE INDEX "BusinessApplication_imageUrl_idx" ON "BusinessApplication"("imageUrl");
