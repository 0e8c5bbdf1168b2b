// The English catalog: one JSON file per namespace. Add a namespace here when you add a file.
import account from "./account.json";
import admin from "./admin.json";
import audience from "./audience.json";
import auth from "./auth.json";
import camera from "./camera.json";
import collections from "./collections.json";
import comments from "./comments.json";
import common from "./common.json";
import discreet from "./discreet.json";
import events from "./events.json";
import explore from "./explore.json";
import guidelines from "./guidelines.json";
import landing from "./landing.json";
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
import safety from "./safety.json";
import share from "./share.json";
import stories from "./stories.json";

export const messages = {
  account,
  admin,
  audience,
  auth,
  camera,
  collections,
  comments,
  common,
  discreet,
  events,
  explore,
  guidelines,
  landing,
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
  safety,
  share,
  stories,
};

export type Messages = typeof messages;
