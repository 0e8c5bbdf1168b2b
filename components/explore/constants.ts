export const EXPLORE_PAGE = 30;
