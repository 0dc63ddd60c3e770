// How the portal writes a person's name, one rule for server and client.

type Named = { firstname: string; lastname: string };

/**
 * A person's name: first name, then last name (pages, score sheets, signatures, the PDF, the privacy export). SQL that
 * needs it writes `firstname || ' ' || lastname` (server/domains/stats/players.sql.ts).
 */
export function personName(p: Named): string {
  return `${p.firstname} ${p.lastname}`.trim();
}

/** A name in a list sorted by last name: "lastname, firstname" (the comma only when both are there). */
export function sortName(p: Named): string {
  return [p.lastname.trim(), p.firstname.trim()].filter((part) => part !== '').join(', ');
}

/** A player's public name (statistics, the printed score sheet): the short name they chose, else `personName`. */
export function playerName(p: Named & { publicShortName: string | null }): string {
  return p.publicShortName?.trim() || personName(p);
}
