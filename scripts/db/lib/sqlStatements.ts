/**
 * Cuts pg_dump's SQL into statements as it streams in, so a dump of any size is executed a batch at a time with
 * progress. It knows what can hide a semicolon in a dump — quoted strings ('' inside), quoted identifiers,
 * dollar-quoted bodies, comments — and drops psql's meta-command lines (`\restrict`, `\unrestrict` of pg_dump
 * 15.14+/17.6+), which are not SQL. Dumps use standard_conforming_strings, so a backslash in a string is just text.
 */
export class StatementSplitter {
  private text = '';
  private at = 0;
  private state: 'code' | 'single' | 'double' | 'dollar' | 'line' | 'block' = 'code';
  private dollarTag = '';
  private hasCode = false;

  /** Adds text; returns the statements it completed (each with its semicolon). */
  push(chunk: string): string[] {
    this.text += chunk;
    return this.scan(false);
  }

  /** The end of input: returns what is left if it holds SQL (a last statement without a semicolon). */
  end(): string[] {
    const done = this.scan(true);
    if (this.hasCode && this.text.trim()) done.push(this.text.trim());
    this.text = '';
    return done;
  }

  private scan(final: boolean): string[] {
    const out: string[] = [];
    const t = this.text;
    let i = this.at;
    let start = 0;
    // Lookahead past the text received so far waits for more (unless this is the end).
    const short = (n: number) => i + n >= t.length && !final;
    while (i < t.length) {
      const c = t[i];
      if (this.state === 'line') {
        if (c === '\n') this.state = 'code';
        i++;
      } else if (this.state === 'block') {
        if (c === '*') {
          if (short(1)) break;
          if (t[i + 1] === '/') {
            this.state = 'code';
            i++;
          }
        }
        i++;
      } else if (this.state === 'single' || this.state === 'double') {
        const quote = this.state === 'single' ? "'" : '"';
        if (c === quote) {
          if (short(1)) break;
          if (t[i + 1] === quote) i++;
          else this.state = 'code';
        }
        i++;
      } else if (this.state === 'dollar') {
        if (c === '$') {
          if (short(this.dollarTag.length)) break;
          if (t.startsWith(this.dollarTag, i)) {
            this.state = 'code';
            i += this.dollarTag.length;
            continue;
          }
        }
        i++;
      } else if (c === "'" || c === '"') {
        this.state = c === "'" ? 'single' : 'double';
        this.hasCode = true;
        i++;
      } else if (c === '-' || c === '/') {
        if (short(1)) break;
        if (c === '-' && t[i + 1] === '-') this.state = 'line';
        else if (c === '/' && t[i + 1] === '*') this.state = 'block';
        else this.hasCode = true;
        i += this.state === 'code' ? 1 : 2;
      } else if (c === '\\' && !this.hasCode) {
        // a psql meta-command line between statements: dropped with what precedes it (comments, blank lines)
        const eol = t.indexOf('\n', i);
        if (eol < 0 && !final) break;
        i = eol < 0 ? t.length : eol + 1;
        start = i;
      } else if (c === '$' && !/[\w$]/.test(t[i - 1] ?? '')) {
        const tag = /^\$([A-Za-z_][\w]*)?\$/.exec(t.slice(i, i + 64));
        if (!tag && short(64)) break;
        if (tag) {
          this.state = 'dollar';
          this.dollarTag = tag[0];
          i += tag[0].length;
        } else i++;
        this.hasCode = true;
      } else if (c === ';') {
        const statement = t.slice(start, i + 1).trim();
        if (this.hasCode) out.push(statement);
        this.hasCode = false;
        i++;
        start = i;
      } else {
        if (!/\s/.test(c)) this.hasCode = true;
        i++;
      }
    }
    this.text = t.slice(start);
    this.at = i - start;
    return out;
  }
}
