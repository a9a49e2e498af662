// The fixture directory as LDIF: the base entries, ten people under ou=people (password "<uid>-pass") and two
// groups under ou=groups; generatedPeople adds any number more for the scale figure.
import { SUFFIX } from "./slapdConfig.js";

export const PEOPLE_DN = `ou=people,${SUFFIX}`;
export const GROUPS_DN = `ou=groups,${SUFFIX}`;

export interface FixturePerson {
  uid: string;
  givenName: string;
  sn: string;
  mail: string;
  password: string;
}

const NAMES: [string, string][] = [
  ["Alice", "Archer"],
  ["Bob", "Baker"],
  ["Carol", "Cooper"],
  ["Dave", "Dyer"],
  ["Erin", "Evans"],
  ["Frank", "Fisher"],
  ["Grace", "Gardner"],
  ["Heidi", "Hunter"],
  ["Ivan", "Irving"],
  ["Judy", "Jones"],
];

function person(uid: string, givenName: string, sn: string): FixturePerson {
  return { uid, givenName, sn, mail: `${uid}@example.org`, password: `${uid}-pass` };
}

export const FIXTURE_PEOPLE: FixturePerson[] = NAMES.map(([g, s]) => person(g.toLowerCase(), g, s));

/** the groups and their members' uids */
export const FIXTURE_GROUPS: Record<string, string[]> = {
  engineering: ["alice", "bob", "carol"],
  sales: ["dave", "erin"],
};

export const personDn = (uid: string) => `uid=${uid},${PEOPLE_DN}`;

function personLdif(p: FixturePerson): string {
  return [
    `dn: ${personDn(p.uid)}`,
    "objectClass: inetOrgPerson",
    "objectClass: organizationalPerson",
    "objectClass: person",
    `uid: ${p.uid}`,
    `cn: ${p.givenName} ${p.sn}`,
    `sn: ${p.sn}`,
    `givenName: ${p.givenName}`,
    `mail: ${p.mail}`,
    `userPassword: ${p.password}`,
    "",
  ].join("\n");
}

function groupLdif(name: string, members: string[]): string {
  return [
    `dn: cn=${name},${GROUPS_DN}`,
    "objectClass: groupOfNames",
    `cn: ${name}`,
    ...members.map((uid) => `member: ${personDn(uid)}`),
    "",
  ].join("\n");
}

const BASE = [
  `dn: ${SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\ndc: example\no: Example\n`,
  `dn: ${PEOPLE_DN}\nobjectClass: organizationalUnit\nou: people\n`,
  `dn: ${GROUPS_DN}\nobjectClass: organizationalUnit\nou: groups\n`,
];

/** `count` more people named user00001, user00002, … */
export function generatedPeople(count: number): FixturePerson[] {
  return Array.from({ length: count }, (_, i) => {
    const uid = `user${String(i + 1).padStart(5, "0")}`;
    return person(uid, "User", String(i + 1));
  });
}

export function fixtureLdif(extraPeople = 0): string {
  const people = [...FIXTURE_PEOPLE, ...generatedPeople(extraPeople)];
  const groups = Object.entries(FIXTURE_GROUPS).map(([name, members]) => groupLdif(name, members));
  return [...BASE, ...people.map(personLdif), ...groups].join("\n");
}
