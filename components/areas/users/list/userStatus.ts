import type { BruteUser } from "@/lib/queries/users";

export type UserStatusLabel = { key: "disabled" | "temporarilyLocked"; color: "red" | "orange" };

/** The status labels of a row: 'disabled' when not enabled, 'temporarily locked' when brute force detection locked the user. */
export function userStatusLabels(user: BruteUser): UserStatusLabel[] {
  const labels: UserStatusLabel[] = [];
  if (user.enabled === false) labels.push({ key: "disabled", color: "red" });
  if (user.bruteForceStatus?.disabled) labels.push({ key: "temporarilyLocked", color: "orange" });
  return labels;
}
