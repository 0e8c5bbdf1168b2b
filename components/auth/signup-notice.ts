// The signup success notice survives the full-page navigation to /login: the signup form leaves a
// one-shot flag in sessionStorage, the login form reads and clears it.
const KEY = "niji.signupDone";

export function rememberSignupDone() {
  try {
    window.sessionStorage.setItem(KEY, "1");
  } catch {
    // storage refused (private mode): the toast before the navigation is all the member sees
  }
}

export function takeSignupDone() {
  try {
    const done = window.sessionStorage.getItem(KEY) === "1";
    window.sessionStorage.removeItem(KEY);
    return done;
  } catch {
    return false;
  }
}
