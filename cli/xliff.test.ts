import { describe, expect, it } from 'vitest';
import { readXliff, writeXliff, XLIFF_2_NAMESPACE, type XliffDocument } from './xliff.ts';

const xliff = (units: string) =>
  `<xliff xmlns="${XLIFF_2_NAMESPACE}" version="2.0" srcLang="en" trgLang="fr"><file id="game">${units}</file></xliff>`;

describe('XLIFF 2.0', () => {
  it('reads back what it writes, every character XML gives a meaning escaped and nothing else changed', async () => {
    const document: XliffDocument = {
      srcLang: 'en',
      trgLang: 'fr',
      files: [
        {
          id: 'game',
          units: [
            { id: 'a.b', source: "Tom & Jerry's <b>{name}</b> > '{'x'}'", target: "Tom & Jerry : <b>{name}</b> > '{'x'}'" },
            { id: 'lines', source: 'one\r\ntwo  three ', target: 'un\r\ndeux  trois ' },
            { id: 'open', source: '{count, plural, one {# game} other {# games}}' },
          ],
        },
      ],
    };
    const text = writeXliff(document);
    expect(text).toContain("<source>Tom &amp; Jerry's &lt;b&gt;{name}&lt;/b&gt; &gt; '{'x'}'</source>");
    expect(text).toContain(
      '<segment state="initial">\n        <source>{count, plural, one {# game} other {# games}}</source>\n      </segment>',
    );
    expect(await readXliff(text)).toEqual({ document, problems: [] });
  });

  it.each([
    [
      'segments and ignorables joined in order',
      '<unit id="k"><segment><source>Play </source><target>Jouer à </target></segment><ignorable><source> </source></ignorable><segment><source>{name}</source><target>{name}</target></segment></unit>',
      { id: 'k', source: 'Play  {name}', target: 'Jouer à  {name}' },
    ],
    [
      'a segment without target: no translation',
      '<unit id="k"><segment><source>A</source><target>B</target></segment><segment><source>C</source></segment></unit>',
      { id: 'k', source: 'AC', target: undefined },
    ],
    [
      'an empty target: no translation',
      '<unit id="k"><segment state="initial"><source>A</source><target/></segment></unit>',
      { id: 'k', source: 'A', target: undefined },
    ],
    [
      'a unit in a group',
      '<group id="g"><unit id="k"><segment><source>A</source><target>B</target></segment></unit></group>',
      { id: 'k', source: 'A', target: 'B' },
    ],
    [
      'CDATA and notes',
      '<unit id="k"><notes><note>hi</note></notes><segment><source>A</source><target><![CDATA[<B>]]></target></segment></unit>',
      { id: 'k', source: 'A', target: '<B>' },
    ],
  ])('reads %s', async (_case, units, unit) => {
    expect(await readXliff(xliff(units))).toEqual({
      document: { srcLang: 'en', trgLang: 'fr', files: [{ id: 'game', units: [unit] }] },
      problems: [],
    });
  });

  it.each([
    [
      'a unit twice',
      '<unit id="k"><segment><source>A</source></segment></unit><unit id="k"><segment><source>A</source></segment></unit>',
      { file: 'game', unit: 'k', rule: 'a second <unit> of this id' },
    ],
    [
      'a unit without segment',
      '<unit id="k"><notes><note>A</note></notes></unit>',
      { file: 'game', unit: 'k', rule: 'has no <segment>' },
    ],
    [
      'a segment without source',
      '<unit id="k"><segment><target>A</target></segment></unit>',
      { file: 'game', unit: 'k', rule: 'a <segment> has no <source>' },
    ],
    [
      'markup in a source',
      '<unit id="k"><segment><source>A<pc id="1">B</pc></source></segment></unit>',
      { file: 'game', unit: 'k', rule: expect.stringMatching(/^<source> holds <pc>/) },
    ],
  ])('refuses %s, naming the file and the unit', async (_case, units, problem) => {
    expect((await readXliff(xliff(units))).problems).toEqual([problem]);
  });

  it('refuses a document without trgLang or of another version', async () => {
    const text = `<xliff xmlns="${XLIFF_2_NAMESPACE}" version="3.0" srcLang="en"/>`;
    expect((await readXliff(text)).problems).toEqual([
      { rule: 'is not XLIFF 2: version "3.0"' },
      { rule: 'has no trgLang: the language translated into' },
    ]);
  });
});
