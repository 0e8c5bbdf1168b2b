"use client";

// CONTRACT (implemented by the stories work): the Home stories strip ('Your Story' tile, one tile
// per followed user with stories, 5 skeletons while loading), opening the viewer or the camera.
export function StoryStrip() {
  return null;
}
