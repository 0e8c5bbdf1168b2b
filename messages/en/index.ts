// The English catalog: one JSON file per namespace. Add a namespace here when you add a file.
import account from "./account.json";
import admin from "./admin.json";
import appeals from "./appeals.json";
import audience from "./audience.json";
import auth from "./auth.json";
import camera from "./camera.json";
import chat from "./chat.json";
import collections from "./collections.json";
import comments from "./comments.json";
import common from "./common.json";
import discreet from "./discreet.json";
import errors from "./errors.json";
import events from "./events.json";
import explore from "./explore.json";
import format from "./format.json";
import follows from "./follows.json";
import guidelines from "./guidelines.json";
import hiddenWords from "./hidden-words.json";
import landing from "./landing.json";
import limits from "./limits.json";
import lists from "./lists.json";
import language from "./language.json";
import media from "./media.json";
import moderation from "./moderation.json";
import nav from "./nav.json";
import notFound from "./not-found.json";
import notifications from "./notifications.json";
import peerpicks from "./peerpicks.json";
import posts from "./posts.json";
import privacy from "./privacy.json";
import profile from "./profile.json";
import pushSettings from "./push-settings.json";
import pwa from "./pwa.json";
import safety from "./safety.json";
import security from "./security.json";
import share from "./share.json";
import stories from "./stories.json";
import storyOwner from "./story-owner.json";
import tags from "./tags.json";

export const messages = {
  account,
  admin,
  appeals,
  audience,
  auth,
  camera,
  chat,
  collections,
  comments,
  common,
  discreet,
  errors,
  events,
  explore,
  format,
  follows,
  guidelines,
  hiddenWords,
  landing,
  limits,
  lists,
  language,
  media,
  moderation,
  nav,
  notFound,
  notifications,
  peerpicks,
  posts,
  privacy,
  profile,
  pushSettings,
  pwa,
  safety,
  security,
  share,
  stories,
  storyOwner,
  tags,
};

export type Messages = typeof messages;
