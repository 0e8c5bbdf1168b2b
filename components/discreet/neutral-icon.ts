export const NEUTRAL_ICON = "/notes-icon.svg";
