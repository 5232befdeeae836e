interface TrieNode {
  next: Map<string, TrieNode>;
  /** Set where a word ends: the word and its tags. */
  word?: { text: string; tags: ReadonlySet<string> };
}

const node = (): TrieNode => ({ next: new Map() });

/**
 * The sensitive words as a character trie (yudao's SimpleTrie): a text is scanned once from each position, so the
 * time is the text's length times the longest word, whatever the number of words. Each word keeps its tags, so one
 * trie answers for any set of tags. Built once per change of the words, never per request.
 */
export class WordTrie {
  private readonly root = node();

  constructor(words: readonly { name: string; tags: readonly string[] }[]) {
    for (const { name, tags } of words) {
      if (!name) continue;
      let at = this.root;
      for (const ch of name) {
        let child = at.next.get(ch);
        if (!child) at.next.set(ch, (child = node()));
        at = child;
      }
      at.word = { text: name, tags: new Set(tags) };
    }
  }

  /** The words found in `text`, each once, in the order they first occur; only words of one of `tags` when given. */
  find(text: string, tags: readonly string[] = []): string[] {
    const chars = [...text];
    const found = new Set<string>();
    for (let start = 0; start < chars.length; start++) {
      let at: TrieNode | undefined = this.root;
      for (let i = start; i < chars.length; i++) {
        at = at.next.get(chars[i]);
        if (!at) break;
        if (at.word && (!tags.length || tags.some((t) => at!.word!.tags.has(t)))) found.add(at.word.text);
      }
    }
    return [...found];
  }
}
