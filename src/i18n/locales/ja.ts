import type { Catalog, MessageKey } from '../catalog';

/** Japanese catalog. Terms follow the guide's own Japanese translation (file ../shared/seeds/003_53718df8f9f43b19.txt). */
export const catalog: Catalog = {
  // common
  'pattern.echo': 'エコー',
  'pattern.broadcast': 'ブロードキャスト',
  'pattern.group': 'グループへの送信',
  'pattern.connection': '接続への送信',
  'pattern.restBroadcast': 'REST API でブロードキャスト',
  'pattern.restUser': 'REST API でユーザーに送信',
  'pattern.echo.hint':
    '各クライアントが送信したメッセージは、そのクライアント自身にだけ返されます。',
  'pattern.broadcast.hint': '少数の送信者から、ワークロードのすべての接続にメッセージが届きます。',
  'pattern.group.hint': '各メッセージは 1 つのグループのメンバーに届きます。',
  'pattern.connection.hint': '各メッセージは別の 1 つの接続に送られます (ピアツーピア チャット)。',
  'pattern.restBroadcast.hint':
    'サーバー側の呼び出し元が REST API でブロードキャストします (サーバーレス)。',
  'pattern.restUser.hint':
    'サーバー側の呼び出し元が REST API で 1 人のユーザーに送信します (サーバーレス)。',
  'pattern.echo.hint.webPubSub':
    '各クライアント イベントはアップストリーム (イベント ハンドラー) に送られ、その HTTP 応答は送信元にだけ返されます。',
  'pattern.group.hint.webPubSub':
    'クライアントは Web PubSub サブプロトコルでグループに発行し、各メッセージはサーバーを介さずにメンバーに届きます。',
  'pattern.restBroadcast.hint.webPubSub':
    'サーバー側の呼び出し元が REST API を使用してブロードキャストします。',
  'pattern.restUser.hint.webPubSub':
    'サーバー側の呼び出し元が REST API を通じて 1 人のユーザーに送信します。',
  'limit.connections': '接続数',
  'limit.inboundBandwidth': 'インバウンド帯域幅',
  'limit.outboundBandwidth': 'アウトバウンド帯域幅',
  'limit.routing': 'ルーティング',
  'limit.dailyMessages': '1 日のメッセージ数',
  'sku.Free': 'Free',
  'sku.Standard_S1': 'Standard_S1',
  'sku.Premium_P1': 'Premium_P1',
  'sku.Premium_P2': 'Premium_P2',
  'tier.label': '{sku} × {units}',
  'edition.2019': '2019 年版ガイド',
  'edition.current': '現行版ガイド',
  'edition.2021': '2021 年版ガイド',
  'service.signalr': 'Azure SignalR Service',
  'service.webPubSub': 'Azure Web PubSub',
  'unit.messagesPerSecond': '{value} 件/秒',
  'unit.messagesPerDay': '{value} 件/日',
  'unit.perMonth': '{value}/月',
  'unit.units': { other: '{count} ユニット' },
  'unit.connections': { other: '{count} 接続' },
  'unit.appServers': { other: 'アプリ サーバー {count} 台' },

  // app
  'app.title': 'Azure SignalR Service の容量見積もり',
  'app.title.webPubSub': 'Azure Web PubSub の容量見積もり',
  'app.language': '言語',
  'app.theme': 'テーマ',
  'app.theme.light': 'ライト',
  'app.theme.dark': 'ダーク',
  'app.theme.system': 'システム設定',
  'app.tagline':
    'ワークロードを組み立てると、必要なレベル、アプリ サーバー、コストが、ベンダーのパフォーマンス ガイドからその場で計算されます。',
  'app.tagline.webPubSub':
    'ワークロードを組み立てると、必要なレベル、アップストリームが応答する要求数、コストが、ベンダーのパフォーマンス ガイドからその場で計算されます。',
  'app.loadingChart': 'グラフを読み込んでいます…',
  'app.loading': '読み込んでいます…',
  'app.error.title': 'このパネルの描画中に問題が発生しました',
  'app.error.body': 'シナリオは保持されています。ページを再読み込みして、もう一度お試しください。',

  // components
  'field.range': '{min} から {max} までの数値を入力してください。',
  'field.rangeOrZero': '0、または {smallest} から {max} までの数値を入力してください。',
  'field.rejectedOrZero':
    '「{typed}」は使われていません。0、または {smallest} から {max} までの数値を入力してください。',
  'field.rejected':
    '「{typed}」は使用されませんでした。{min} から {max} までの数値を入力してください。',
  'field.rounded': '「{typed}」は {value} として使用されます。この欄は整数のみを扱います。',
  'field.storedAs': '「{typed}」は {value} として使用されます。0 と区別できないほど小さい数です。',
  'field.ambiguous':
    '「{mark}」は言語によって桁区切りにも小数点にもなります。{grouped} または {decimal} と入力してください。',
  'field.rejectedAmbiguous':
    '「{typed}」は使用されませんでした。「{mark}」は言語によって桁区切りにも小数点にもなります。{grouped} または {decimal} と入力してください。',
  'field.readAsDecimal':
    '「{typed}」は {number} として読み取りました。このページでは「{mark}」は小数点です。',
  'field.readAsGroup':
    '「{typed}」は {number} として読み取りました。このページでは「{mark}」は桁区切りです。',
  'field.readAsForeign':
    '「{typed}」は {number} として読み取りました。「{mark}」を小数点とみなしました。',

  // composer
  'composer.heading': 'ワークロード',
  'composer.intro':
    '各ワークロードは、アプリで SignalR を使う方法の 1 つです。ガイドが混在するユース ケースで行うのと同じように、合計はワークロード全体で足し合わされます。',
  'composer.intro.webPubSub':
    '各ワークロードは、アプリで Web PubSub を使う方法の 1 つです。ガイドが混在するユース ケースで行うのと同じように、合計はワークロード全体で加算されます。',
  'composer.sizeUnits':
    'このページのサイズと帯域幅は、ガイドと同じく 1 KB を {bytes} B、1 MB を {bytes} KB として数えます。入力する値（「20 KB」「1.5 MB」）にも、ページが表示する値にも当てはまります。',
  'composer.count': { other: '{count} 件のワークロード' },
  'composer.add': 'ワークロードを追加',
  'composer.cap':
    'ワークロードは最大 {max} 件まで作成できます。別のワークロードを追加するには、1 件削除してください。',
  'composer.empty': 'ワークロードはまだありません。1 件追加すると見積もりが始まります。',
  'composer.card': 'ワークロード {position}: {name}',
  'composer.unnamed': 'ワークロード {position}',
  'composer.copyName': '{name} (コピー)',
  'composer.name': '名前',
  'composer.pattern': 'ユース ケース',
  'composer.connections': '接続数',
  'composer.senders': '送信者',
  'composer.senders.hint': '接続のうち、メッセージを送信する接続の数。',
  'composer.usedAs': '{value} として使用します。接続数が上限です。',
  'composer.restCallers': 'REST 呼び出し元',
  'composer.restCallers.hint':
    'REST API を呼び出すサーバー側の呼び出し元です。クライアント接続は持ちません。',
  'composer.messageBytes': 'メッセージ サイズ',
  'composer.sendInterval': '送信間隔',
  'composer.sendInterval.hint': '各送信者は、間隔ごとに 1 件のメッセージを送信します。',
  'composer.rate': '送信者ごとの 1 秒あたりのメッセージ数',
  'composer.rate.rest': 'REST 呼び出し元ごとの 1 秒あたりのメッセージ数',
  'composer.rateToggle': '1 秒あたりのメッセージ数で入力',
  'composer.groupSize': 'グループ サイズ',
  'composer.groupSize.hint':
    '各メッセージが届くメンバーの数。ガイドの小さなグループのメンバー数は 10 です。',
  'composer.advanced': '詳細設定',
  'composer.growth': '利用者が増えるとき',
  'composer.growth.connectionsAndSenders': '接続数と送信者数が増える',
  'composer.growth.connectionsOnly': '接続数が増え、送信者数は変わらない',
  'composer.growth.hint':
    '利用者が増えたときに何が増えるかを指定します。成長の余地と成長のグラフに使われます。このユース ケースの既定: {byPattern}。',
  'composer.transport': 'トランスポート',
  'composer.transport.hint':
    'ガイドのベンチマークは WebSocket のみです。他のトランスポートでは、より多くのキャパシティが必要になる場合があります。',
  'composer.transport.webPubSub':
    'Web PubSub のクライアントは、ガイドの測定どおり WebSocket で接続します。',
  'composer.transport.webSockets': 'WebSocket',
  'composer.transport.serverSentEvents': 'Server-Sent Events',
  'composer.transport.longPolling': 'Long Polling',
  'composer.unit.connections': '接続',
  'composer.unit.senders': '送信者',
  'composer.unit.callers': '呼び出し元',
  'composer.unit.members': 'メンバー',
  'composer.unit.bytes': 'バイト',
  'composer.unit.seconds': '秒',
  'composer.unit.perSecond': '件/秒',
  'composer.valuetext.senders': { other: '{count} 送信者' },
  'composer.valuetext.callers': { other: '{count} REST 呼び出し元' },
  'composer.valuetext.members': { other: '{count} メンバー' },
  'composer.valuetext.rate': '1 秒あたり {value} 件のメッセージ',
  'composer.summary':
    'インバウンド: {inbound} 件/秒 · アウトバウンド: {outbound} 件/秒 · アウトバウンド帯域幅: {bandwidth}',
  'composer.duplicate': '複製',
  'composer.duplicate.label': '{name} を複製',
  'composer.moveUp': '上へ',
  'composer.moveUp.label': '{name} を上へ移動',
  'composer.moveDown': '下へ',
  'composer.moveDown.label': '{name} を下へ移動',
  'composer.remove': '削除',
  'composer.remove.label': '{name} を削除',

  // embed
  'startup.title': '見積もりツールを開始できませんでした',
  'startup.noScript':
    'このツールには JavaScript が必要ですが、ここでは無効になっているか許可されていません。別のページのフレーム内では、そのページの sandbox 属性に allow-scripts が必要です。',
  'startup.crossOrigin':
    'コードを読み込めませんでした。このフレームの sandbox に allow-same-origin がないため、ブラウザーはツールのファイルを別のサイトからの要求として取得しますが、ツールをホストしているサーバーがそれを許可していません（Access-Control-Allow-Origin ヘッダーを送信していません）。[埋め込み] ダイアログの HTML のようにフレームの sandbox 属性に allow-same-origin を追加するか、そのサーバーが Access-Control-Allow-Origin: * を送信するようにしてください。',
  'startup.notLoaded':
    'コードを読み込めなかったか、エラーで停止しました。接続が切れたか、ネットワーク フィルターやブラウザー拡張機能にブロックされた可能性があります。ページを再読み込みして、もう一度お試しください。',
  'startup.noFigures':
    '開始するまで数値は表示しません。表示しても、開いたシナリオの数値ではないためです。',
  'embed.title': '{name}: Azure SignalR Service の容量見積もり',
  'embed.title.webPubSub': '{name}: Azure Web PubSub の容量見積もり',
  'embed.untitled': '無題のシナリオ',
  'embed.warnings': {
    other:
      'この結果には、ガイドによる注意事項が {count} 件あります。見積もりツールを開いて確認してください。',
  },
  'embed.badLink.title': 'この埋め込みのリンクを読み取れませんでした',
  'embed.badLink':
    '別のシナリオの数値を代わりに示さないよう、数値は表示していません。共有した人に新しいリンクを依頼してください。',
  'embed.controls': '別の数値を試す',
  'embed.controls.hint': '変更はこのページ内だけで有効です。保存も送信もされません。',
  'embed.open': '見積もりツールで開く',
  'embed.open.newTab': '(新しいタブで開きます)',
  'embed.frameTitle': 'Azure SignalR の容量見積もり: {name}',
  'embed.frameTitle.webPubSub': 'Azure Web PubSub の容量見積もり: {name}',
  'embed.markdown.summary':
    '**{name}**: Azure SignalR Service の容量見積もりでは {tier} (月額 {cost}) を推奨します。ボトルネックの制限は {limit} ({percent}) です。[見積もりを開く]({url})',
  'embed.markdown.summary.webPubSub':
    '**{name}**: Azure Web PubSub の容量見積もりでは {tier} (月額 {cost}) を推奨します。ボトルネックの制限は {limit} ({percent}) です。[見積もりを開く]({url})',
  'embed.markdown.noFit':
    '**{name}**: この構成のシナリオに収まる Azure SignalR Service のレベルは 1 つもありません。[見積もりを開く]({url})',
  'embed.markdown.noFit.webPubSub':
    '**{name}**: この構成のシナリオに収まる Azure Web PubSub のレベルは 1 つもありません。[見積もりを開く]({url})',
  'embed.markdown.empty': '**{name}**: ワークロードはまだありません。[見積もりを開く]({url})',
  'embed.dialog.open': '埋め込み',
  'embed.dialog.title': 'このシナリオを埋め込む',
  'embed.dialog.intro':
    'HTML は iframe を許可するページに、Markdown の概要は Confluence、SharePoint、wiki、README に貼り付けてください。シナリオはリンクの中に含まれており、何もアップロードされません。',
  'embed.dialog.hosting':
    'このフレームは、特別なヘッダーを送信しないサーバー（GitHub Pages、Azure Static Web Apps、インストールしたままの nginx）から、iframe を許可する任意のページで動作します。sandbox 属性はそのままにしてください。allow-scripts でツールが動作し、allow-same-origin で自身のサーバーから自身のファイルを読み込めます。埋め込みはストレージを読み書きせず、ページがツールと同じアドレスから配信されている場合を除き、ページにはアクセスできません。どちらかをページが削除すると、フレームは数値を表示する代わりに何が足りないかを表示します。',
  'embed.dialog.mode': '閲覧者ができること',
  'embed.dialog.mode.readonly': '結果の閲覧のみ',
  'embed.dialog.mode.interactive': '別の数値を試す',
  'embed.dialog.mode.interactive.hint':
    '目標使用率と、各ワークロードの接続数と送信間隔のスライダーです。変更は保存されません。',
  'embed.dialog.theme': 'テーマ',
  'embed.dialog.theme.auto': '閲覧者のシステム設定に従う',
  'embed.dialog.theme.light': 'ライト',
  'embed.dialog.theme.dark': 'ダーク',
  'embed.dialog.height': 'フレームの高さ',
  'embed.dialog.height.hint':
    '初期の高さです。フレームの高さメッセージを受け取るページ (README を参照) では、フレームが内容に合わせて調整されます。',
  'embed.dialog.unit.px': 'px',
  'embed.dialog.html': 'HTML (iframe)',
  'embed.dialog.markdown': 'Markdown の概要',
  'embed.dialog.copyHtml': 'HTML をコピー',
  'embed.dialog.copyMarkdown': 'Markdown をコピー',
  'embed.dialog.copied': 'クリップボードにコピーしました。',
  'embed.dialog.copyFailed':
    'このブラウザーではコピーがブロックされました。テキストは選択済みです。Ctrl+C キーを押してコピーしてください。',
  'embed.dialog.close': '閉じる',

  // exportImport
  'exportImport.heading': 'エクスポートとインポート',
  'exportImport.hint':
    'シナリオをファイルに保存して後で開き直したり、数値をスプレッドシートやドキュメントに持ち出したり、1 ページのレポートを印刷したりできます。',
  'exportImport.file.heading': 'シナリオ ファイル',
  'exportImport.download': 'シナリオをダウンロード',
  'exportImport.importFile': 'ファイルからインポート…',
  'exportImport.fileInput': 'インポートするシナリオ ファイル',
  'exportImport.paste.summary': 'シナリオを貼り付ける',
  'exportImport.paste.label': 'シナリオの JSON',
  'exportImport.paste.hint':
    'ダウンロードしたシナリオ ファイルと同じ形式です (scenario.schema.json で公開されているバージョン {version}。バージョン 1 のファイルも開けます)。',
  'exportImport.paste.import': 'インポート',
  'exportImport.imported': {
    other: '「{name}」(ワークロード {count} 件) をインポートしました。',
  },
  'exportImport.imported.unnamed': {
    other: 'ワークロード {count} 件のシナリオをインポートしました。',
  },
  'exportImport.undo': 'インポートを元に戻す',
  'exportImport.undone': 'インポートを元に戻しました。以前のシナリオに戻っています。',
  'exportImport.error.heading': '何もインポートされませんでした。シナリオは変更されていません。',
  'exportImport.error.tooLarge': 'サイズが {size} あります。シナリオ ファイルの上限は {max} です。',
  'exportImport.error.tooLargeUnread':
    'サイズが {max} を超えています。シナリオ ファイルの上限は {max} です。',
  'exportImport.error.empty': 'インポートするものがありません。テキストが空です。',
  'exportImport.error.unreadable': 'ファイルを読み取れませんでした。',
  'exportImport.error.notText':
    'このファイルは {encoding} のテキストではありません。文字にならないバイトがあります。UTF-8 で保存して、もう一度インポートしてください。',
  'exportImport.error.syntax':
    'JSON ではありません: {line} 行目の {column} 文字目から JSON として読めません。',
  'exportImport.error.notObject':
    'この JSON はシナリオではありません。シナリオは {"version": 2, "workloads": []} のようなオブジェクトです。',
  'exportImport.error.newerVersion':
    'このシナリオの形式はバージョン {version} ですが、このページが読み取れるのはバージョン 1 と {current} です。',
  'exportImport.error.invalid': {
    other: '有効なシナリオではありません。修正が必要なフィールドが {count} 件あります:',
  },
  'exportImport.error.issue': '{path}: {message}',
  'exportImport.error.more': { other: '…ほか {count} 件。' },
  'exportImport.results.heading': '結果',
  'exportImport.csv': 'レベルをダウンロード (CSV)',
  'exportImport.markdown': 'レポートをダウンロード (Markdown)',
  'exportImport.copy': 'レポートをコピー',
  'exportImport.copied': 'レポートをクリップボードにコピーしました。',
  'exportImport.copyDenied':
    'ブラウザーでコピーが許可されませんでした。代わりに「レポートをダウンロード (Markdown)」を使用してください。',
  'exportImport.print': 'レポートを印刷',
  'exportImport.saved': '{fileName} を保存しました。',
  'exportImport.chart.headroom': '余裕のグラフをエクスポート',
  'exportImport.chart.growth': '成長のグラフをエクスポート',
  'exportImport.chart.hourlyUnits': '時間ごとのユニット数のグラフをエクスポート',
  'exportImport.chart.timeline': '今後 1 年のグラフをエクスポート',
  'exportImport.chart.svg': 'SVG をダウンロード',
  'exportImport.chart.png': 'PNG をダウンロード',
  'exportImport.chart.failed': 'グラフをエクスポートできませんでした。',
  'exportImport.csv.scenario': 'シナリオ',
  'exportImport.csv.sku': 'SKU',
  'exportImport.csv.units': 'ユニット数',
  'exportImport.csv.recommended': '推奨',
  'exportImport.csv.fits': '収まる',
  'exportImport.csv.withinCapacity': 'キャパシティ内',
  'exportImport.csv.interpolated': '補間',
  'exportImport.csv.binding': 'ボトルネックの制限',
  'exportImport.csv.utilization': '{limit}の使用率 (割合)',
  'exportImport.csv.growthHeadroom': '成長の余地 (倍率)',
  'exportImport.csv.serverConnections': 'サーバー接続数',
  'exportImport.csv.fitsOptimistic': '収まる (最も有利な解釈)',
  'exportImport.csv.fitsConservative': '収まる (最も不利な解釈)',
  'exportImport.csv.planFigure': 'プラン',
  'exportImport.csv.value': '値',
  'exportImport.csv.twelveMonthCost': '今後 12 か月のコスト',
  'exportImport.csv.yes': 'はい',
  'exportImport.csv.no': 'いいえ',
  'exportImport.md.untitled': 'Azure SignalR Service の容量見積もり',
  'exportImport.md.untitled.webPubSub': 'Azure Web PubSub の容量見積もり',
  'exportImport.md.lead':
    '{edition}の表に基づく Azure SignalR Service の容量見積もりです (目標使用率 {target}、接続数の目標使用率 {connectionTarget}、ガイドの解釈「{reading}」)。',
  'exportImport.md.lead.webPubSub':
    '{edition}の表に基づく Azure Web PubSub の容量見積もりです (目標使用率 {target}、接続数の目標使用率 {connectionTarget}、ガイドの解釈「{reading}」)。',
  'exportImport.md.range': '範囲',
  'exportImport.md.fact': '{label}: {value}',
  'exportImport.md.workloads': 'ワークロード',
  'exportImport.md.noWorkloads': 'ワークロードはありません。',
  'exportImport.setAndUsed': '{set}（{used} として使用）',
  'exportImport.md.tiers': 'レベル',
  'exportImport.md.tiers.lead':
    'Free、Standard_S1 × 1、最初の Premium_P2 のレベル、各 SKU で収まる最も安いレベル、推奨レベルの前後のレベル。',
  'exportImport.md.tiers.lead.noP2':
    'Free、Standard_S1 × 1、各 SKU で収まる最も安いレベル、推奨レベルの前後のレベル (この版は Premium_P2 の登場前のものです)。',
  'exportImport.md.growth': '×{factor}',
  'exportImport.md.link': '見積もりダッシュボードでこのシナリオを開く',
  'exportImport.md.source':
    'Microsoft の Azure SignalR Service パフォーマンス ガイドに基づいて計算しています。',
  'exportImport.md.source.webPubSub':
    'Microsoft の Azure Web PubSub パフォーマンス ガイドに基づいて計算しています。',
  'exportImport.print.lead': '{edition}の表に基づき、目標使用率 {target} で見積もりました。',
  'exportImport.print.lead.webPubSub':
    'Azure Web PubSub を{edition}の表に基づき、目標使用率 {target} で見積もりました。',
  'exportImport.print.sizeUnits':
    'サイズは 1 KB を {bytes} B、1 MB を {bytes} KB として数えています。',
  'exportImport.plan.region.primary': 'プライマリ',
  'exportImport.plan.region.replica': 'レプリカ {region}',
  'exportImport.plan.why': 'この構成の理由',
  'exportImport.plan.service': 'サービス',
  'exportImport.plan.why.replicasNeedPremium':
    'geo レプリカは Premium にしかないため、すべてのリージョンが Premium で動きます。',
  'exportImport.plan.why.autoscale':
    '1 日の負荷プロファイルに合わせ、Premium の自動スケーリングが 1 日を通してユニット数を変えます (リージョンごとに独自のルール)。',
  'exportImport.plan.why.severalInstances':
    '1 つのインスタンスでは負荷を支えきれないため、クライアントを同一構成のインスタンスに分散します。',
  'exportImport.plan.why.severalInstancesCheaper':
    '複数のインスタンスのほうが、同じく収まる 1 つの大きなインスタンスより安くなります。',
  'exportImport.plan.autoscale': '自動スケーリング',
  'exportImport.plan.autoscale.value':
    '各リージョンでインスタンスあたり {minimum} から {maximum} ユニット: 接続クォータの {out} を超えたらスケールアウト、{in} を下回ったらスケールイン、スケール操作の間隔は {minutes} 分。',
  'exportImport.plan.autoscale.serverLoad':
    '2 つ目のルールがサーバー負荷を監視します (アウトは {out} 超、インは {in} 未満): このプランではスループットが制約です。',
  'exportImport.plan.autoscale.example':
    'しきい値はベンダーの例です。シナリオで独自に設定できます。',
  'exportImport.plan.end': {
    other: '{tier} × インスタンス {count} 個、月額 {cost}',
  },
  'exportImport.plan.alternative': 'ほかの選択肢',
  'exportImport.plan.monthly.value':
    '{total}: ユニット {units}、含まれる分を超えるメッセージ {messages}',
  'exportImport.plan.monthly.valueCrossRegion':
    '{total}: ユニット {units}、含まれる分を超えるメッセージ {messages}、リージョン間のデータ転送 {cost} (月 {gigabytes}、1 GB あたり {rate}、Azure の帯域幅料金、{date} 年時点)',
  'exportImport.plan.regionBill': 'リージョン ({region})',
  'exportImport.plan.regionBill.value': '{tier}、クライアントの {share}、{cost}',
  'exportImport.plan.day.fixed': '1 日、{tier} でピークに合わせて固定',
  'exportImport.plan.day.autoscale':
    '1 日、{sku} で自動スケーリング (1 日あたり {unitDays} ユニット日)',
  'exportImport.plan.day.ideal': '1 日、各時間帯に必要な Premium ユニットちょうど (下限)',
  'exportImport.plan.day.chosen': '(プランがデプロイするもの)',
  'exportImport.plan.day.noFit': 'ピークを支えられる Premium レベルがありません',
  'exportImport.plan.year': '今後 1 年',
  'exportImport.plan.year.value': {
    other:
      '現在は月額 {now}。毎月 {growth} 成長すると、12 か月目には {tier} × インスタンス {count} 個で月額 {last} が必要です。今後 12 か月の合計は {total} です。',
  },
  'exportImport.plan.tierChange': 'レベルの変更',
  'exportImport.plan.year.noFit':
    '現在は月額 {now}。今後 12 か月のうち収まるデプロイがない月があるため、12 か月の合計はありません。',
  'exportImport.csv.tierCost': '1 インスタンスを終日ピークで運用した月額 ({currency})',
  'exportImport.csv.unitsPerInstance': 'インスタンスあたりのユニット数',
  'exportImport.csv.instances': 'インスタンス数',
  'exportImport.csv.regions': 'リージョン数',
  'exportImport.csv.totalUnits': 'ユニット合計',
  'exportImport.csv.autoscaleMinimum': '自動スケーリングの最小ユニット数',
  'exportImport.csv.autoscaleMaximum': '自動スケーリングの最大ユニット数',
  'exportImport.csv.scaleOutAbove': 'スケールアウトのしきい値 (接続クォータに対する割合)',
  'exportImport.csv.scaleInBelow': 'スケールインのしきい値 (接続クォータに対する割合)',
  'exportImport.csv.coolDownMinutes': 'スケール操作の間隔 (分)',
  'exportImport.csv.appServers': 'アプリ サーバー数',
  'exportImport.csv.upstreamRequestsPerSecond': 'アップストリームへの要求数/秒',
  'exportImport.csv.unitsCost': 'ユニットの月額コスト',
  'exportImport.csv.messagesCost': 'メッセージの月額コスト',
  'exportImport.csv.crossRegionCost': 'リージョン間データ転送の月額コスト',
  'exportImport.csv.crossRegionPerGb': 'リージョン間データ転送の 1 GB あたりの価格',
  'exportImport.csv.totalCost': '月額コスト',
  'exportImport.csv.regionUnits': 'インスタンスあたりのユニット数 ({region})',
  'exportImport.csv.regionCost': '月額コスト ({region})',
  'exportImport.csv.rangeOptimistic': '月額コスト (最も有利な解釈)',
  'exportImport.csv.rangeConservative': '月額コスト (最も不利な解釈)',
  'exportImport.csv.dayFixed': '月額コスト (ピークに合わせて固定)',
  'exportImport.csv.dayAutoscale': '月額コスト (自動スケーリング)',
  'exportImport.csv.dayIdeal': '月額コスト (理想的な下限)',
  'exportImport.md.tiers.perInstance': {
    other: '各行は {count} 個のインスタンスの 1 つで、クライアントの分担分を持ちます。',
  },
  'exportImport.md.tierCost': '1 インスタンスを終日ピークで運用',
  'exportImport.json': 'プランをダウンロード (JSON)',
  'exportImport.focus': '予測をダウンロード (FOCUS CSV)',
  'exportImport.focus.failed':
    'FOCUS ファイルを作成できませんでした。ページを再読み込みしてもう一度お試しください。',
  'exportImport.focus.none':
    'このシナリオに合うデプロイがないため、エクスポートする予測はありません。',
  'exportImport.print.plan': 'プラン: デプロイするものとそのコスト',
  'card.title': '{name}: Azure SignalR Service のサイジング',
  'card.title.webPubSub': '{name}: Azure Web PubSub のサイジング',
  'card.untitled': '無題のシナリオ',
  'card.empty': 'ワークロードはまだありません。',
  'card.noFit': 'このシナリオに収まるデプロイはありません。',
  'card.chart': '余裕: 各レベルの 1 インスタンスが各制限をどれだけ使うか',
  'card.deployed': 'デプロイ',
  'card.link': 'ライブのシナリオを開く',
  'card.source':
    'Microsoft の Azure SignalR Service パフォーマンス ガイドに基づきます。価格は {currency}、{year} 年時点の既定値で、リージョンによって異なります。',
  'card.source.webPubSub':
    'Microsoft の Azure Web PubSub パフォーマンス ガイドに基づきます。価格は {currency}、{year} 年時点の既定値で、リージョンによって異なります。',
  'card.dialog.heading': '画像カード (SVG)',
  'card.dialog.hint':
    'iframe を許可しない Wiki 向け: 回答と余裕のグラフを 1 枚の画像にします。ファイルをアップロードし、ライブのシナリオにリンクしてください (下の Markdown で両方できます)。',
  'card.dialog.preview': '画像カードのプレビュー',
  'card.dialog.theme': 'カードの色',
  'card.dialog.theme.light': 'ライトのカード',
  'card.dialog.theme.dark': 'ダークのカード',
  'card.dialog.download': 'SVG をダウンロード',
  'card.dialog.copy': 'SVG をコピー',
  'card.dialog.markdown': 'ライブのシナリオにリンクした画像の Markdown',
  'card.dialog.copyMarkdown': '画像の Markdown をコピー',
  'card.dialog.saved': '{fileName} を保存しました。',
  'cli.help':
    'signalr-sizing: Azure SignalR Service のシナリオをコマンド ラインでサイジングします。\n\n使い方:\n  signalr-sizing size <scenario.json> [options]\n  signalr-sizing size --link <share link> [options]\n\nプラン (デプロイするものと月額コスト) を表示するか、成果物を 1 つ書き出します:\n  -f, --format <format>      text (既定)、md (Markdown レポート)、json (プラン)、\n                             csv (すべてのレベルとプラン)、svg (画像カード)、\n                             bicep、arm、tf、cli (インフラストラクチャ コード)、\n                             infracost-usage (tf 用の infracost 使用量ファイル),\n                             focus (FinOps ツール向けの FOCUS 行による月次予測)\n  -l, --link <url>           ファイルの代わりに共有リンクからシナリオを読む\n      --metrics <file>       Azure が記録した 1 時間ごとのメトリックから先にサイズを変更:\n                             az monitor metrics list の JSON またはポータルのグラフの CSV (複数指定可)\n  -o, --out <file>           標準出力の代わりにこのファイルに書き出す\n      --lang <language>      en、pl、de、fr、ja、ko (既定は en)\n      --theme <theme>        画像カードの色: light (既定) または dark\n      --base-url <url>       ダッシュボードの公開先: 戻りのリンクはここから始まります\n      --max-monthly-usd <n>  プランが月 n 米ドルを超えたら終了コード 1\n      --max-units <n>        プランのユニット合計が n を超えたら終了コード 1\n      --prices <file>        Azure Retail Prices API のファイルでプランの価格を計算\n      --prices-region <name> ファイルに複数ある場合に読むリージョン (armRegionName)\n      --period <YYYY-MM>     focus が予測する月 (既定: 翌月、UTC)\n  -h, --help                 このヘルプを表示\n      --version              バージョンを表示\n\nシナリオ ファイルに「-」を指定すると標準入力から読みます。\n終了コード: 0 書き出し済み; 1 書き出し済みだが、プランが制限を超える (またはデプロイするものがない);\n2 入力または引数が不正で、何も書き出していない。',
  'cli.error.choice': '{option} には {choices} のいずれかを指定します。「{value}」は使えません。',
  'cli.error.command': '不明なコマンド「{command}」です。コマンドは「size」と「diff」です。',
  'cli.error.noCommand':
    '{options} の前にコマンドがありません。コマンドは「size」と「diff」です (signalr-sizing size <scenario.json> {options})。',
  'cli.error.extra': 'シナリオ ファイルは一度に 1 つです。「{extra}」は多すぎます。',
  'cli.error.noInput': 'シナリオ ファイルか、--link で共有リンクを指定してください。',
  'cli.error.bothInputs': 'シナリオ ファイルと --link のどちらか一方を指定してください。',
  'cli.error.twoOuts':
    '書き出すファイルは --out か --output で 1 つだけ指定してください。「{first}」と「{second}」の 2 つは指定できません。',
  'cli.error.repeated':
    '{option} が 2 回指定されています (「{first}」と「{second}」)。1 回だけ指定してください。',
  'cli.error.unknownOption': '不明なオプション「{option}」です。',
  'cli.error.missingValue':
    '{option} の後に値が必要です (「-」で始まる値は {option}=-… と書きます)。',
  'cli.error.flagValue': '{option} は値を取りません。「{value}」は使えません。',
  'cli.error.stdinTwice':
    '標準入力 (「-」) は 1 回しか読めません。「-」はシナリオファイル、--prices、--metrics のうち 1 つだけに指定してください。',
  'cli.error.url': '{option} には Web アドレス (https://…) を指定します。「{value}」は使えません。',
  'cli.error.number':
    '{option} には 0 より大きい数を 15000 や 99.50 のように数字だけで指定します。「{value}」は使えません。',
  'cli.error.wholeNumber':
    '{option} には 0 より大きい整数を 50 のように数字だけで指定します。「{value}」は使えません。',
  'cli.error.seeHelp': 'オプションは「signalr-sizing --help」で確認できます。',
  'cli.stdin': '標準入力（「-」）',
  'cli.error.file': '{path} のシナリオを使えませんでした。',
  'cli.error.prices': '{path} の価格は使えませんでした。',
  'cli.error.read': '読み取れませんでした: {reason}',
  'cli.prices.tooLargeUnread': '{max} を超えています。価格表は最大 {max} です。',
  'cli.metrics.tooLargeUnread': '{max} を超えています。メトリックファイルは最大 {max} です。',
  'cli.error.link': 'リンクを使えませんでした。',
  'cli.error.metricsFile': '{path} のメトリックは使用できませんでした。',
  'cli.metrics.applied': {
    other: '{path} のメトリックからサイズを変更しました ({count} 時間分を読み込み)。',
  },
  'cli.metrics.calibration': '測定した比率で補正: {factors}。',
  'cli.metrics.profile': '1 日の負荷プロファイルは測定値で、ピークは {hour} です。',
  'cli.error.noScenarioInLink': 'シナリオが含まれていません。共有リンクには「#s=」が含まれます。',
  'cli.error.nothingWritten': '何も書き出していません。',
  'cli.error.noDeployment':
    'このシナリオに収まるデプロイがないため、書き出す {format} はありません。',
  'cli.format.infracostUsage': 'infracost 使用量ファイル',
  'cli.format.focus': 'FOCUS ファイル',
  'cli.error.period':
    '--period には 2026-12 のように YYYY-MM 形式の月を指定してください。「{value}」は使えません。',
  'cli.error.infracostWebPubSub':
    'infracost は azurerm_web_pubsub の価格を出しません (Azure リソースにあるのは azurerm_signalr_service だけです)。そのため Azure Web PubSub のプランには書き出す infracost 使用量ファイルがありません。',
  'cli.error.pricesRegion':
    '--prices-region は --prices で指定したファイルのリージョンを指定します。--prices も指定してください。',
  'cli.prices.chooseRegion': '--prices-region <name> で 1 つ選んでください。',
  'cli.error.budgetCurrency':
    '--max-monthly-usd は米ドルで、価格は {currency} です。プランの請求額とは比較しません。指定を外すか、プランを USD で価格付けしてください。',
  'cli.error.refused': 'Azure がこのデプロイを拒否するため、書き出す {format} はありません:',
  'cli.note.noBaseUrl':
    '--base-url がないため、シナリオへの戻りのリンクはフラグメントだけです。完全なリンクにするには、ダッシュボードのアドレスを --base-url で指定してください。',
  'cli.error.write': '{path} に書き出せませんでした: {reason}',
  'cli.error.stdout': '標準出力に書き出せませんでした: {reason}',
  'cli.error.outIsInput':
    '--out がシナリオ ファイル自体 ({path}) を指しています。書き出すとシナリオが失われます。別のファイルを指定してください。',
  'cli.written': '{path} を書き出しました。',
  'cli.link': 'このシナリオを開く: {url}',
  'cli.limit.noFit': 'このシナリオに収まるデプロイがないため、指定した制限内に収まりません。',
  'cli.limit.monthly': 'プランは月額 {cost} で、制限 {max} を超えています (--max-monthly-usd)。',
  'cli.limit.units':
    'プランはユニットを合計 {units} デプロイし、制限 {max} を超えています (--max-units)。',
  'cli.help.diff':
    '2 つのシナリオを比較します (プル リクエストのコメント用):\n  signalr-sizing diff <base> <head> [options]\n\n<base> と <head> はそれぞれシナリオ ファイル (「-」でどちらか一方を標準入力から読みます) か共有リンク\n(https://…#s=… または #s=…) です。変更を Markdown で書き出します: 変更前後にデプロイするもの、月額の\n請求とその変化、ボトルネックの制限と成長の余地、コストを動かしたワークロード。\n  -f, --format <format>           md (既定) または json\n  -o, --out <file>                標準出力の代わりにこのファイルに書き出す\n      --label <text>              見出し (既定: head ファイルのパス)\n      --lang <language>           size と同じ\n      --base-url <url>            ダッシュボードの公開先: コメントから両方のシナリオにリンクします\n      --max-increase-usd <n>      月額の請求の増加が n 米ドルを超えたら終了コード 1\n      --max-increase-percent <n>  月額の請求の増加が n パーセントを超えたら終了コード 1\n\n終了コード: 0 書き出し済み; 1 書き出し済みだが、変更が制限を超える; 2 入力または引数が不正で、何も書き出していない。',
  'cli.diff.error.inputs':
    '比較する 2 つのシナリオを指定してください: 変更前 (base)、次に変更後 (head) です (それぞれファイルか共有リンク)。',
  'cli.diff.error.extra': 'diff は 2 つのシナリオを比較します。「{extra}」は多すぎます。',
  'cli.diff.error.number': '{option} には 0 以上の数を指定します。「{value}」は使えません。',
  'cli.diff.error.bothStdin': '標準入力 (「-」) から読めるのは 2 つのシナリオのうち 1 つだけです。',
  'cli.diff.error.currencies':
    'ベースは {before}、ヘッドは {after} で価格設定されています。通貨の異なる 2 つの請求額は差し引きできません。両方のシナリオを同じ通貨で価格設定してください。',
  'cli.diff.error.budgetCurrency':
    '--max-increase-usd は米ドル建てですが、価格は {currency} です。変化はこの上限と比較されません。--max-increase-percent を使うか、両方のシナリオを USD で価格設定してください。',
  'cli.diff.error.baseLink': '変更前 (base) として指定したリンクを使えませんでした。',
  'cli.diff.error.headLink': '変更後 (head) として指定したリンクを使えませんでした。',
  'cli.diff.note.noBaseUrl':
    '--base-url がないため、コメントには 2 つのシナリオへのリンクがありません。リンクを付けるには、ダッシュボードのアドレスを --base-url で指定してください。',
  'cli.diff.limit.usd':
    '月額の請求が {before} から {after} に {change} 増え、制限 {max} を超えています (--max-increase-usd)。',
  'cli.diff.limit.percent':
    '月額の請求が {before} から {after} に {percent} 増え、制限 {max} を超えています (--max-increase-percent)。',
  'cli.diff.limit.percentFromZero':
    '月額の請求が {before} から {after} に増えます。ゼロからの増加はどれも制限 {max} を超えます (--max-increase-percent)。',
  'cli.diff.limit.noFitAfter':
    '変更後のシナリオに収まるデプロイがないため、その請求は指定した制限内に収まりません。',
  'cli.diff.limit.noFitBefore':
    '変更前のシナリオに収まるデプロイがないため、変更を指定した制限と比べられません。',
  'cli.diff.summary.up':
    '{name}: 月額の請求は {before} から {after} に増えます。変化は {change} です。',
  'cli.diff.summary.down':
    '{name}: 月額の請求は {before} から {after} に減ります。変化は {change} です。',
  'cli.diff.summary.same': '{name}: 月額の請求は {cost} のままです。',
  'cli.diff.summary.noFitBefore':
    '{name}: 変更前のシナリオに収まるデプロイはありません。変更後は月額 {after} です。',
  'cli.diff.summary.noFitAfter':
    '{name}: 変更後のシナリオに収まるデプロイはありません。変更前は月額 {before} でした。',
  'cli.diff.summary.noFitBoth': '{name}: どちらのシナリオにも収まるデプロイはありません。',
  'cli.diff.service':
    'サービスが {before} から {after} に変わります。それぞれのサービスのガイドでサイジングしています。',
  'cli.diff.change': '{money} ({percent})',
  'cli.diff.column.before': '変更前',
  'cli.diff.column.after': '変更後',
  'cli.diff.column.change': '変化',
  'cli.diff.workloads': 'コストを最も動かしたワークロード',
  'cli.diff.workloads.column': 'ワークロード',
  'cli.diff.workload.added': '{name} (追加)',
  'cli.diff.workload.removed': '{name} (削除)',
  'cli.diff.workloads.none': '請求に占める割合が変わったワークロードはありません。',
  'cli.diff.workloads.unknown':
    '一方にデプロイがないため、変化をワークロードごとに分けられません。',
  'cli.diff.workloads.more': { other: '… ほか {count} 個のワークロード、合計 {change}。' },
  'cli.diff.workloads.how':
    'ワークロードが請求に占める割合はプランによるものです: ユニットはボトルネックの制限に占める割合で、含まれる分を超えるメッセージは課金されるメッセージに占める割合で分けています。',
  'cli.diff.open.before': '変更前のシナリオを開く',
  'cli.diff.open.after': '変更後のシナリオを開く',
  'exportImport.print.caption': 'このシナリオのワークロード',
  'exportImport.print.link': 'ダッシュボードでこのシナリオを開く',
  'exportImport.print.madeOn': '作成日: {date}',
  'exportImport.print.prices': 'このプランで使用した価格',
  'exportImport.prices.default': '{price} (カタログの既定値)',
  'exportImport.prices.own': '{price} (独自の価格)',
  'exportImport.prices.list': '{price} (価格表から)',
  'exportImport.prices.likePremiumP1': '{price} (Premium_P1 と同じ、独自の価格なし)',
  'exportImport.prices.likeStandard': '{price} (Standard_S1 と同じ、独自の価格なし)',
  'exportImport.prices.notPriced':
    'この通貨の料金なし: リージョン間のトラフィックに料金は付いていません',

  // growth
  'growth.title': '成長の余地',
  'growth.hint':
    '利用者が増えたときの、推奨レベルでの各制限の使用率です。各ワークロードの接続数が増え、利用者とともに増える設定の場合は送信者数も増えます (ワークロードごとに設定)。サーバー接続は変わりません。送信者も増えるブロードキャストは 2 乗で増えます。送信者が増え、それぞれがより多くの接続に届くためです。',
  'growth.chart.label':
    'グラフ: ワークロードが ×0.5 から ×10 に成長したときの、{tier} での各制限の使用率',
  'growth.legend': '系列',
  'growth.tick': '×{factor}',
  'growth.now': '現在',
  'growth.target': '目標 {percent}',
  'growth.limit': '制限',
  'growth.connectionTarget': '接続数の目標 {percent}',
  'growth.tooltip.title': 'ワークロード ×{factor}',
  'growth.lead': '{tier} の場合:',
  'growth.crossing.target': '{limit}: ×{factor} で目標の {percent} に達します。',
  'growth.crossing.limit': '{limit}: ×{factor} で制限 ({percent}) に達します。',
  'growth.crossing.targetNever': '{limit}: ×{factor} まで目標の {percent} を下回ります。',
  'growth.crossing.limitNever': '{limit}: ×{factor} まで制限 ({percent}) を下回ります。',
  'growth.headroom':
    '最初の制限である {limit} がしきい値に達するまで、ワークロードは ×{factor} まで成長できます。',
  'growth.headroom.none':
    '成長の余地はありません。ボトルネックの制限である {limit} が、すでにしきい値に達しています。',
  'growth.noFit': 'このシナリオに収まるレベルがないため、成長の基準となる推奨レベルがありません。',
  'growth.empty': 'ワークロードを追加すると、成長したときの様子を確認できます。',
  'growth.table.show': '表で表示',
  'growth.table.caption': '成長倍率ごとの、{tier} での各制限の使用率',
  'growth.table.factor': '成長',

  'growth.steps.title': '利用者が増えたときのプラン',
  'growth.steps.hint':
    'シナリオそのものと同じように計画 (インスタンス、リージョン、1 日、自動スケーリング)。レベルが変わるところでは、稼働中のインスタンスにとってのコストを示します。',
  'growth.steps.step': '×{factor}: {deployment}',
  'growth.steps.noFit': '×{factor}: 収まるレベルはありません',
  // guideTables
  'guideTables.title': 'ガイドの表',
  'guideTables.lead':
    'Microsoft の Azure SignalR Service パフォーマンス ガイドに含まれるすべてのベンチマーク表を、計算エンジンが読み取るとおりに示します。値は記載どおりです。記載値がガイド自体の計算式と矛盾するセルには ⚠ が付いており、計算エンジンは計算式の値を使用します。',
  'guideTables.lead.webPubSub':
    'Microsoft の Azure Web PubSub パフォーマンス ガイドのすべてのベンチマーク表を、エンジンが読むとおりに示します。値は印刷どおりです。印刷された値がガイド自身の式と矛盾するセルには ⚠ が付き、エンジンは式の値を使います。',
  'guideTables.source.webPubSub':
    '{title} (MicrosoftDocs/azure-docs、{file})、{edition}: {date} 付けのページを、コミット {commit} で読み取り。',
  'guideTables.editions': '表示するガイドの版',
  'guideTables.source': {
    other: '{title}、{edition}: {languages}の翻訳。',
  },
  'guideTables.source.dated': {
    other: '{title}、{edition}: {languages}の翻訳 (日付: {dates})。',
  },
  'guideTables.method':
    'どのベンチマークも、各送信者が {bytes} バイトのメッセージを {interval}ごとに 1 回送信します。',
  'guideTables.bandwidthUnits':
    'ガイドの表記どおりの帯域幅です。1 KBps は {kbps} B/s、1 MBps は {mbps} B/s なので、1,000 接続 × 2,048 B/s は「2 MBps」と表記されます。',
  'guideTables.quickSkipped':
    '「簡単な評価」の表は、エコーとブロードキャストのケース スタディと同じ内容のため、再掲していません。',
  'guideTables.slipCount': {
    other: 'この版では、{count} 個の記載値に ⚠ が付いています。',
  },
  'guideTables.slipCount.none': 'この版には、ガイドの計算式と矛盾する記載値はありません。',
  'guideTables.throughput': 'スループット',
  'guideTables.throughput.lead': '各ユニット数でサービスが処理した量。',
  'guideTables.appServers': 'アプリ サーバー数',
  'guideTables.appServers.lead': '各ユニット数でベンチマークが使用したアプリ サーバーの数。',
  'guideTables.provenance': '{edition} · {section}',
  'guideTables.column.units': 'ユニット',
  'guideTables.row.connections': '接続数',
  'guideTables.row.groupMemberCount': 'グループ メンバー数',
  'guideTables.row.groupCount': 'グループ数',
  'guideTables.row.inboundMessagesPerSecond': '1 秒あたりのインバウンド メッセージ数',
  'guideTables.row.outboundMessagesPerSecond': '1 秒あたりのアウトバウンド メッセージ数',
  'guideTables.row.inboundBytesPerSecond': 'インバウンド帯域幅',
  'guideTables.row.outboundBytesPerSecond': 'アウトバウンド帯域幅',
  'guideTables.row.messagesPerSecond': '1 秒あたりのインバウンド/アウトバウンド メッセージ数',
  'guideTables.row.bytesPerSecond': 'インバウンド/アウトバウンド帯域幅',
  'guideTables.row.appServers': 'アプリ サーバー数',
  'guideTables.bandwidth.Bps': '{value} B/s',
  'guideTables.bandwidth.KBps': '{value} KBps',
  'guideTables.bandwidth.MBps': '{value} MBps',
  'guideTables.table.quickEcho': '簡単な評価: エコー',
  'guideTables.table.quickBroadcast': '簡単な評価: ブロードキャスト',
  'guideTables.table.echo': 'エコー',
  'guideTables.table.broadcast': 'ブロードキャスト',
  'guideTables.table.smallGroup': '小さなグループへの送信',
  'guideTables.table.bigGroup': '大きなグループへの送信',
  'guideTables.table.connection': '接続への送信',
  'guideTables.table.restBroadcast': 'REST API を使用してブロードキャストする',
  'guideTables.table.restUser': 'REST API を通じてユーザーに送信する',
  'guideTables.appServerTable.aspnetcore.echo': 'エコーのアプリ サーバー数',
  'guideTables.appServerTable.aspnetcore.broadcast': 'ブロードキャストのアプリ サーバー数',
  'guideTables.appServerTable.aspnetcore.smallGroup': '小さなグループへの送信のアプリ サーバー数',
  'guideTables.appServerTable.aspnetcore.bigGroup': '大きなグループへの送信のアプリ サーバー数',
  'guideTables.appServerTable.aspnetcore.connection': '接続への送信のアプリ サーバー数',
  'guideTables.appServerTable.aspnet.echo': 'エコーの ASP.NET SignalR アプリ サーバー数',
  'guideTables.appServerTable.aspnet.broadcast':
    'ブロードキャストの ASP.NET SignalR アプリ サーバー数',
  'guideTables.appServerTable.aspnet.smallGroup':
    '小さなグループへの送信の ASP.NET SignalR アプリ サーバー数',
  'guideTables.appServerTable.aspnet.bigGroup':
    '大きなグループへの送信の ASP.NET SignalR アプリ サーバー数',
  'guideTables.appServerTable.aspnet.connection':
    '接続への送信の ASP.NET SignalR アプリ サーバー数',
  'guideTables.slip.printed': '誤記、記載値:',
  'guideTables.slip.formula': '計算式: {value}',
  'guideTables.slip.notes': 'この表の誤記',
  'guideTables.slip.note':
    'ユニット {units} の{row}: 記載値は {printed} ですが、ガイドの計算式では {formula} ({formulaText}) になります。計算エンジンは計算式の値を使用します。',
  'guideTables.contradictions': 'ガイド内の矛盾',
  'guideTables.contradictions.lead': '表どうしの矛盾と、それぞれについて計算エンジンが従うルール。',
  'guideTables.contradiction.tables': '表: {tables}。',
  'guideTables.contradiction.units': 'ユニット: {units}。',
  'guideTables.contradiction.engine': '計算エンジンの対応:',
  'guideTables.notes': 'ガイドの注記',
  'guideTables.guideWords': 'ガイドの記述:',

  // guideData
  // The title as the guide's Japanese translation prints it.
  'guideData.title': 'Azure SignalR Service のパフォーマンス ガイド',
  'guideData.title.webPubSub': 'Azure Web PubSub サービスのパフォーマンス ガイド',
  'guideData.heading.finding-a-proper-sku': '適切な SKU を見つける',
  'guideData.heading.quick-evaluation': '簡単な評価',
  'guideData.heading.case-study': 'ケース スタディ',
  'guideData.heading.default-mode': '既定のモード',
  'guideData.heading.serverless-mode': 'サーバーレス モード',
  'guideData.heading.echo': 'エコー',
  'guideData.heading.broadcast': 'ブロードキャスト',
  'guideData.heading.send-to-group': 'グループへの送信',
  'guideData.heading.small-group': '小さいグループ',
  'guideData.heading.big-group': '大きなグループ',
  'guideData.heading.send-to-connection': '接続への送信',
  'guideData.heading.aspnet-signalr-echo-broadcast-and-send-to-small-group':
    'ASP.NET SignalR のエコー、ブロードキャスト、小さなグループへの送信',
  'guideData.heading.broadcast-through-rest-api': 'REST API を使用してブロードキャストする',
  'guideData.heading.send-to-user-through-rest-api': 'REST API を通じてユーザーに送信する',
  'guideData.heading.send-to-groups-through-web-pubsub-subprotocol':
    'Web PubSub サブプロトコルを経由でグループに送信する',
  'guideData.heading.triggering-cloud-event': 'クラウド イベントのトリガー',
  'guideData.heading.rest-api': 'REST API',
  'guideData.note.serverLoad70':
    'SignalR サービス内の待機時間は、サーバーの負荷が {serverLoadShare} を下回ると低いままになります。',
  'guideData.note.routingCostAt50':
    'ユニット {unit} 以上で、小さなグループ (グループ サイズ < {groupSize}) または単一の接続に送信するシナリオには、サーバーの負荷に表れない大きなルーティング コストがかかります。「小さなグループへの送信」と「接続への送信」の表を確認してください。',
  'guideData.note.premiumP2Beyond100':
    'ユニット数が {units} を超える場合は、Premium_P2 にスケールアップしてください。',
  'guideData.note.groupSizesNotHardLimits':
    'グループ数とグループ メンバー数はハード制限ではありません。各接続を個別のグループに割り当てると、パフォーマンスは接続への送信に近くなります。',
  'guideData.note.smallGroupContactSupport':
    '小さなグループはユニット {unit} でルーティング コストの上限に達し、ユニット {maxUnit} でも改善されません。インバウンド帯域幅をさらに増やす必要がある場合は、カスタマー サポートにお問い合わせください。',
  'guideData.note.smallGroupRoutingNotInServerLoad':
    'ユニット {units} で、主に小さいグループ (メンバー {groupSize} 未満) に送信するシナリオには、サーバー負荷に含まれない大きなルーティング コストがかかります。小さいグループの表を確認してください。',
  'guideData.note.smallGroupPremiumP2':
    '小さいグループはユニット {unit} でルーティング コストの上限に達し、ユニット {maxUnit} でも改善できません。受信帯域幅をさらに増やすには、Premium_P2 (ユニット {premiumP2AboveUnits} 超) にスケールアップします。',
  'guideData.note.groupCountsNotHardLimits':
    '表のグループ数とグループ メンバー数はハード リミットではなく、安定したベンチマークのために選ばれた値です。',
  'guideData.note.bigGroupOutboundBound':
    '大きなグループへの送信では、ルーティング コストより先に送信帯域幅が尽きます。大きなグループの表が最大送信帯域幅を示します。',
  'guideData.note.upstreamHttp11':
    'アップストリーム (イベント ハンドラー) のベンチマークは HTTP 1.1 で実行されました。HTTP 2.0 を使うアップストリームなら性能は向上します。',
  'guideData.note.echoInboundEqualsOutbound':
    'エコーでは、アップストリームが各メッセージを HTTP 応答で書き戻すため、最大受信帯域幅は最大送信帯域幅と等しくなります。',
  'guideData.note.restUserNamedClients':
    'REST API によるユーザーへの送信のベンチマークでは、接続前にすべてのクライアントにユーザー名を割り当てました。',
  'guideData.note.restBroadcastSameAsBigGroup':
    'REST API によるブロードキャストの帯域幅は、大きなグループへの送信と同じです。',
  'guideData.note.upstreamNotBottleneck':
    '表は、アップストリームが十分に強力でボトルネックにならないことを前提としています。',
  'guideData.note.messagesUnder1KB':
    '{messageBytes} バイト未満のメッセージは、{messageBytes} バイトのメッセージと同じ負荷をサービスにかけます。',
  'guideData.note.benchmarkDefaults':
    'どのベンチマークも {messageBytes} バイトのメッセージを、送信者ごとに {sendIntervalSeconds} 秒に 1 回送信します。',
  'guideData.note.notAHardLimit':
    '最大スループットは、メッセージの {messageShare} が {latencySeconds} 秒以内に届く最も高いスループットです。ハード リミットではありません。',
  'guideData.note.throttlingPerTier':
    '各レベルには独自のスループット調整ポリシーがあり、その最大値は、メッセージの {messageShare} が {latencySeconds} 秒以内に届く最も高いスループットです。',
  'guideData.note.tablesStopAtUnit':
    '表はユニット {units} で終わります。この版には、それより多いユニットについての記述はありません。',
  'guideData.slip.sameRateAtOtherUnits':
    '記載値は {printed} ですが、同じ {messagesPerSecond} 件/秒のメッセージが、ユニット {units} では {formula} と記載されています。',
  'guideData.slip.twiceTheRateAndBroadcast':
    '記載値は {printed} で、アウトバウンド {messagesPerSecond} 件/秒から求まる値の 2 倍、ユニット {unit} のブロードキャストの最大アウトバウンド帯域幅 ({broadcastBytesPerSecond}) の 2 倍です。',
  'guideData.slip.halfTheRate':
    '{messagesPerSecond} 件/秒に対して記載値は {printed} です。この表の他の列はすべて「件/秒 × {messageBytes} B」です。',
  'guideData.slip.sameSlipOutbound': 'アウトバウンドの行にも同じ誤記があります。',
  'guideData.slip.bigGroupMembers':
    'ガイドは大きなグループのメンバー数を (最大接続数)/10 と定義しており、表自体の 1 秒あたりのアウトバウンド メッセージ数 ({messagesPerSecond} × {formula}) もこの定義と一致します。記載されたメンバー数とは一致しません。',
  'guideData.slipFormula.bytesPerSecond':
    '{messagesPerSecond} 件/秒 × {messageBytes} B = {formula}',
  'guideData.slipFormula.groupMemberCount': '接続数 / 10 = {connections} / 10 = {formula}',
  'guideData.contradiction.connectionUnit20Column':
    '接続への送信の表には、他のすべての表がユニット {otherUnit} を記載している位置に、ユニット {unit} の列 ({connections} 接続) が記載されています。',
  'guideData.contradiction.connectionP2Routing':
    '本文では、ルーティングを強化する Premium_P2 (ユニット >={premiumP2Units}) に移行しない限り、ユニット {unit} を超えてユニット数を増やしても接続への送信のパフォーマンスは向上しないとしています。しかし表では、ユニット {units} のいずれでも {messagesPerSecond} 件/秒と記載されています。',
  'guideData.contradiction.broadcastAppServers':
    'ブロードキャストの本文では、SLA とパフォーマンスの両方を考慮してもアプリ サーバーは 2 つで十分としていますが、アプリ サーバー数の表では、ユニット {broadcastFrom}～{broadcastTo} (ブロードキャスト) とユニット {bigGroupUnits} (大きなグループ) で {appServers} と記載されています。',
  'guideData.contradiction.smallGroupPlateauThenPremiumP2':
    '小さなグループは、ユニット {units} でインバウンド {messagesPerSecond} 件/秒 (ルーティング コストの上限) で頭打ちになり、その後 Premium_P2 のユニット {premiumP2From}～{premiumP2To} で再び増加します。',
  'guideData.contradiction.sevenTiersEightColumns':
    '概要では Standard レベルが 7 つあるとしていますが、表には 8 つの列 ({columns}) が記載されています。',
  'guideData.contradiction.serverConnectionsInQuota':
    'どのベンチマークも、クォータが許すだけのクライアント接続 (ユニットあたり {connectionsPerUnit}) を各ユニットに置き、さらにアプリ サーバーがそれぞれ {benchmark} 個のサーバー接続 (ブロードキャストと大きなグループでは {broadcastAndBigGroup} 個) を保持しています。しかしベンダーは、サーバー接続も同じクォータに含めて数えます (Azure/azure-signalr issue 254:「{quote}」)。',
  'guideData.contradiction.premiumP2Threshold':
    '簡単な評価の注記ではユニット サイズが {units} を超えると Premium_P2 が必要とし、接続への送信の本文では Premium_P2 を「ユニット >={units}」としています。一方、同じ版のベンダーの英語ページには「{quote}」と追記されています。',
  'guideData.contradiction.smallGroupOutboundExceedsBroadcast':
    'ユニット {unit} では、小さなグループのアウトバウンドが {smallGroupMessagesPerSecond} 件/秒 ({smallGroupBytesPerSecond}) と記載されており、ガイドが最大アウトバウンド帯域幅とするブロードキャストの {broadcastMessagesPerSecond} 件/秒 ({broadcastBytesPerSecond}) を上回っています。',
  'guideData.contradiction.smallGroupPlateauContactSupport':
    '小さなグループは、ユニット {fromUnit} からインバウンド {messagesPerSecond} 件/秒で頭打ちになります。ガイドには、ユニット {toUnit} でも設計上これ以上は改善できず、さらに必要な場合はサポートに問い合わせるよう記載されています。',
  'guideData.contradiction.connectionPlateau':
    '接続への送信は、ユニット {fromUnit} から {messagesPerSecond} 件/秒で頭打ちになります (ガイドでは、ユニット {fromUnit} で上限に達し、ユニット {toUnit} でもこれ以上改善できないとしています)。',
  'guideData.contradiction.sevenTiersSoldUnits':
    '概要では Standard レベルが 7 つ (表の列 {columns}) あるとしていますが、サービスが販売しているユニット数は {smallFrom}～{smallTo} と、{largeFrom}～{largeTo} の {largeStep} 刻みです。',
  'guideData.contradiction.smallGroupOutboundExceedsBigGroup':
    'ユニット {unit} で、小さいグループは 1 秒あたり {smallGroupMessagesPerSecond} 件の送信メッセージ ({smallGroupBytesPerSecond}) を示し、ガイドが最大送信帯域幅を示すとする大きなグループの {broadcastMessagesPerSecond} 件 ({broadcastBytesPerSecond}) を上回ります。',
  'guideData.contradiction.premiumP2AtUnit100':
    '表には「Unit {units}」列が 1 つしかありませんが、{units} ユニットは Standard_S1 または Premium_P1 としても Premium_P2 ({premiumP2From} から {premiumP2To} ユニット) としても販売されています。小さいグループの説明はユニット {units} 超の受信を Premium_P2 に委ねており、この列がどの SKU を測定したかは書かれていません。',
  'guideData.engineRule.connectionUnit20Column':
    'ユニット {unit} は記載どおりに読み取り、ユニット {otherUnit} はユニット {below} と {unit} の間で補間します ({messagesPerSecond} 件/秒)。他の表では、ユニット {unit} をユニット {otherUnit} と {above} の間で補間します。',
  'guideData.engineRule.connectionP2Routing':
    '計算エンジンは表に従います。ユニット {unit} ではどの SKU でも {messagesPerSecond} 件/秒で、増えるのはユニット {risingFrom} からです。',
  'guideData.engineRule.atLeastTwoAppServers':
    '計算エンジンは、既定のモードのすべてのワークロードに少なくとも 2 つのアプリ サーバー (SLA のための推奨) を推奨し、表の値のほうが大きい場合はその値を推奨します。',
  'guideData.engineRule.smallGroupFlat':
    'ルーティング容量は記載どおりに読み取ります。ユニット {fromUnit} と {toUnit} の間では一定です。',
  'guideData.engineRule.everySoldUnitCount':
    '計算エンジンは、サービスが販売しているすべてのユニット数を評価し、記載された列の間を補間します。',
  'guideData.engineRule.serverConnectionsInQuota':
    '既定では、サーバー接続を接続クォータに含めて数えます (countServerConnections: true)。そのため、1 つのハブで {clients} クライアントを接続するには {units} ユニットが必要です。countServerConnections: false にするとベンチマークを記載どおりに再現し、結果にこの矛盾を示します。',
  'guideData.engineRule.premiumP2Threshold':
    '計算エンジンは、最初の読み方と一致するベンダーの制限ページに従います。Standard_S1 と Premium_P1 は {standardFrom}～{standardTo} ユニット、Premium_P2 は {premiumP2From}～{premiumP2To} ユニットで販売されています。{flaggedUpTo} ユニット以下で Premium_P2 を推奨する場合は、この矛盾を示します。',
  'guideData.engineRule.broadcastIsOutboundCeiling':
    'ブロードキャストを、すべてのユース ケースのアウトバウンドの上限とします (ガイド自身のルール: 強調表示されたエコーとブロードキャストの値を超えないこと)。そのため、ユニット {unit} の小さなグループのベンチマークではアウトバウンド帯域幅の使用率が {outboundShare} になり、計算エンジンはユニット {sizedAtUnit} で見積もります。安全側に倒した判断です。',
  'guideData.engineRule.smallGroupPlateauFitsNoTier':
    'ルーティング容量は、ユニット {fromUnit}～{toUnit} で {messagesPerSecond} 件/秒のままです。それを超えるワークロードはどのレベルにも収まらず、計算エンジンはサポートへの問い合わせか、現行版ガイドの表の使用を勧めます。',
  'guideData.engineRule.connectionPlateau':
    'ルーティング容量は、ユニット {fromUnit}～{toUnit} で {messagesPerSecond} 件/秒のままです。',
  'guideData.engineRule.bigGroupIsOutboundCeiling':
    '大きなグループの送信帯域幅はすべてのユース ケースの上限です (ガイドによれば、その表が最大送信帯域幅を示します)。そのため、ユニット {units} の小さいグループのベンチマークには列より多くのユニットが必要です。',
  'guideData.engineRule.unit100EverySku':
    'エンジンは {units} ユニットでは Standard_S1、Premium_P1、Premium_P2 のいずれにも「Unit {units}」列を読み、それを超えると Premium_P2 自身の列を読みます。',

  // headroom
  'headroom.title': 'レベル別の余裕',
  'headroom.hint':
    '各レベルが、それぞれの制限をどれだけ使用するかを示します。スループットの制限は目標を下回る必要があります。接続数と Free の 1 日のメッセージ数は、制限まで使用できます。',
  'headroom.caption':
    'グラフの対象: {tiers}。Premium_P1 は表示していません。同じユニット数では Standard_S1 とキャパシティが同じためです。',
  'headroom.caption.range': '{sku} × {from}–{to}',
  'headroom.caption.twin':
    'グラフの対象: {tiers}。Premium_P1 は表示していません。推奨の {tier} は {twin} とキャパシティが同じで、グラフには {twin} を表示しています。',
  'headroom.chart.label': 'グラフ: 各レベルでの各制限の使用率',
  'headroom.legend': '系列',
  'headroom.axis.clipped': '≥ {percent}',
  'headroom.tick.Free': 'Free',
  'headroom.tick.Standard_S1': 'S1 ×{units}',
  'headroom.tick.Premium_P1': 'P1 ×{units}',
  'headroom.tick.Premium_P2': 'P2 ×{units}',
  'headroom.target': '目標 {percent}',
  'headroom.limit': '制限',
  'headroom.recommended': '推奨',
  'headroom.range.optimistic': '最も有利な解釈',
  'headroom.range.conservative': '最も不利な解釈',
  'headroom.connectionTarget': '接続数の目標 {percent}',
  'headroom.tooltip.value': '{percent} ({capacity} 中 {load})',
  'headroom.tooltip.fits': '収まる',
  'headroom.tooltip.doesNotFit': '収まらない',
  'headroom.summary': '推奨 {tier}: ボトルネックの制限は {binding} ({percent})。その他: {others}。',
  'headroom.summary.alone': '推奨 {tier}: ボトルネックの制限は {binding} ({percent})。',
  'headroom.summary.eachInstance': { other: '{count} 個の各インスタンスで {tier}' },
  'headroom.summary.item': '{limit} {percent}',
  'headroom.summary.noFit': '収まるレベルはありません。最も近い {tier} でも超過します: {limits}。',
  'headroom.empty':
    'ワークロードを追加すると、各レベルがそれぞれの制限をどれだけ使用するかを確認できます。',
  'headroom.table.show': '表で表示',
  'headroom.table.caption': 'レベル別の各制限の使用率',
  'headroom.table.tier': 'レベル',
  'headroom.table.verdict': '判定',
  'headroom.table.notApplicable': '—',
  'headroom.table.recommendedTier': '{tier} (推奨)',

  // keptAside
  'keptAside.heading': '退避したシナリオ',
  'keptAside.intro':
    '共有リンク、別のタブ、プリセット、インポート、復元、または再読み込みによって画面上で置き換えられたご自身の作業を、このブラウザーに保持しています。復元すると再び作業できます。そのとき画面上のシナリオは代わりに退避されます。',
  'keptAside.inPageOnly':
    'このブラウザーのストレージがいっぱいのため、一部はこのページ上にしか保持されていません。ページを閉じる前にダウンロードしてください。',
  'keptAside.inPageRefused':
    'このブラウザーが一部の保存を拒否したため（{reason}）、それらはこのページ上にのみ保持されています。失われたものはありません。ページを閉じる前にダウンロードしてください。',
  'keptAside.blocked':
    'このブラウザーではページが何も保存できないため、これらはこのページにのみ保持されています。ページを閉じる前に、復元するかダウンロードしてください。',
  'keptAside.overCapacity':
    '{capacity} 件を超えるシナリオが別に保管されています（この一覧が保持する想定の上限です）。あなたの操作なしに削除されることはありません。不要なものはダウンロードしてから削除してください。最も古いものは「{name}」（{date} に保管）です。',
  'keptAside.overCapacity.undated':
    '{capacity} 件を超えるシナリオが別に保管されています（この一覧が保持する想定の上限です）。あなたの操作なしに削除されることはありません。不要なものはダウンロードしてから削除してください。最も古いものは「{name}」です。',
  'keptAside.dropped': {
    other:
      '退避したシナリオのうち {count} 件を読み取れなかったため（このツールの新しいバージョンで作られた可能性があります）、一覧に表示していません。保存されていたデータは、このブラウザーの「{key}」に残っています。',
  },
  'keptAside.unreadable':
    '退避したシナリオの一覧を読み取れなかったため、何も表示していません。何も削除されていません。保存されていたデータは、このブラウザーの「{key}」に残っています。',
  'keptAside.notKept':
    '退避したシナリオの一部を読み取れず、退避もできませんでした（{reason}）。退避できるまで、その上には何も書き込みません。',
  'keptAside.untitled': '無題のシナリオ',
  'keptAside.workloads': { other: 'ワークロード {count} 件: {names}' },
  'keptAside.noWorkloads': 'ワークロードなし',
  'keptAside.reason.link': '共有リンクで置き換えられました',
  'keptAside.reason.otherTab': '別のタブのバージョンで置き換えられました',
  'keptAside.reason.restore': '別のシナリオの復元時に置き換えられました',
  'keptAside.reason.preset': 'プリセットで置き換えられました',
  'keptAside.reason.import': 'インポートしたシナリオで置き換えられました',
  'keptAside.reason.metrics': '測定したメトリックからのサイズ変更で置き換えられました',
  'keptAside.reason.library': '開いた保存済みシナリオで置き換えられました',
  'keptAside.reason.undo': 'これを開いた操作を元に戻す／やり直したときに置き換えられました',
  'keptAside.reason.reload':
    '再読み込みで新しく保存されたバージョンを開いたときに、このタブのアドレスに残っていたもの',
  'keptAside.keptAt': '{date} に退避',
  'keptAside.restore': '復元',
  'keptAside.restore.label': '{name} を復元',
  'keptAside.download': 'ダウンロード',
  'keptAside.download.label': '{name} をダウンロード',
  'keptAside.forget': '破棄',
  'keptAside.forget.label': '{name} を破棄',
  // library
  'issue.tooBig': '{maximum} 以下にしてください',
  'issue.tooBigItems': { other: '項目は {count} 個までです' },
  'issue.tooSmall': '{minimum} 以上にしてください',
  'issue.tooSmallExclusive': '{minimum} より大きくしてください',
  'issue.zeroOrAtLeast': '0 または {minimum} 以上にしてください',
  'issue.priceNeeded':
    '必要です。これらの価格は別の通貨か価格表のもので、カタログの既定値は米ドルです',
  'issue.writtenLike': '{example} のように書いてください',
  'issue.hoursInDay': { other: '{count} 時間分（1 時間に 1 つの値）が必要です' },
  'issue.wholeNumber': '整数にしてください',
  'issue.type.number': '数値にしてください',
  'issue.type.text': 'テキストにしてください',
  'issue.type.list': 'リストにしてください',
  'issue.type.object': 'オブジェクトにしてください',
  'issue.type.other': '型が正しくありません',
  'issue.notOneOf': '次のいずれかにしてください: {values}',
  'issue.unknownFields': { other: '不明なフィールド: {keys}' },
  'issue.unknownFieldsMore': { other: '不明なフィールド: {keys} ほか {count} 件' },
  'issue.fieldName': '「{name}」',
  'issue.fieldNames.separator': '、',
  'issue.notForService.webPubSub':
    'は Azure Web PubSub のシナリオでは使えません (そのガイドが測定するのは、アップストリーム経由のエコー、グループ、REST API を通じたユーザーへの送信とブロードキャストで、WebSocket のみ、ハブ サーバーはありません)',
  'issue.notForService.signalr':
    'は Azure Web PubSub のガイドの版で、Azure SignalR Service のものではありません',
  'issue.invalid': '有効な値ではありません',
  'library.heading': '保存したシナリオ',
  'library.intro':
    'シナリオの名前付きバージョンをこのブラウザーに保存して、あとで開いたり、2 つを比較したりできます。',
  'library.unavailable':
    'このブラウザーではページがデータを保存できないため (プライベート モードまたはサンドボックス化されたフレーム)、保存は無効です。',
  'library.unreadable':
    '保存したシナリオを読み取れませんでした。何も削除されていません。保存されていたデータは、このブラウザーの「{key}」に残っています。',
  'library.notKept':
    '保存したシナリオの一部を読み取れず、退避もできませんでした（{reason}）。退避できるまで、その上には何も保存しません。',
  'backup.failure.noRoom': 'このブラウザーのストレージがいっぱいです',
  'backup.failure.refused': 'このブラウザーがコピーを拒否しました（{reason}）',
  'backup.failure.slotsFull':
    'このブラウザーには、読み取れなかった以前のコピーがすでに「{key}」～「{key}:{count}」に {count} 件あり、ページが保持する上限に達しています',
  'library.readFailed':
    '保存したシナリオを読み取れませんでした。ブラウザーがストレージへのアクセスを拒否しました。その上には何も保存しません。',
  'library.dropped': {
    other:
      '保存したシナリオのうち {count} 件を読み取れなかったため、非表示にしています。保存されていたデータは、このブラウザーの「{key}」に残っています。',
  },
  'library.save.name': '現在のシナリオに名前を付けて保存…',
  'library.save.button': '保存',
  'library.save.saved': '「{name}」を保存しました。',
  'library.save.replaced': '「{name}」を現在のシナリオで置き換えました。',
  'library.confirm.message':
    '「{name}」という名前のシナリオはすでに保存されています ({date})。現在のシナリオで置き換えますか?',
  'library.confirm.replace': '置き換える',
  'library.cancel': 'キャンセル',
  'library.error.emptyName': 'シナリオに名前を付けてください。',
  'library.error.full':
    'ライブラリがいっぱいです。保存できるシナリオは最大 {count} 件です。別のシナリオを保存するには、1 件削除してください。',
  'library.error.quota':
    'ブラウザーのストレージがいっぱいのため、何も保存されませんでした。保存したシナリオを削除して空きを作ってください。',
  'library.error.quotaOutside':
    'ブラウザーのストレージがいっぱいのため、何も保存されませんでした。削除できる保存済みシナリオはありません。容量を使っているのはこのサイトの他のデータです。シナリオを残すにはダウンロードしてください。',
  'library.download': 'シナリオをダウンロード',
  'library.error.writeFailed': 'ブラウザーがシナリオの保存を拒否しました。',
  'library.error.refused':
    'ブラウザーがシナリオの保存を拒否しました（{reason}）。失われたものはありません。作業内容は画面に残っており、ダウンロードできます。',
  'library.error.deleteQuota':
    'ブラウザーのストレージがいっぱいで、この変更さえ拒否されたため、「{name}」は削除されませんでした。保存されたままです。失われたものはありません。',
  'library.error.renameQuota':
    'ブラウザーのストレージがいっぱいのため、「{name}」の名前は変更されませんでした。名前はそのままです。失われたものはありません。容量を空けるには、不要になった保存済みシナリオを削除してください。',
  'library.error.deleteRefused':
    'ブラウザーが「{name}」の削除を拒否しました（{reason}）。保存されたままです。失われたものはありません。',
  'library.error.renameRefused':
    'ブラウザーが「{name}」の名前の変更を拒否しました（{reason}）。名前はそのままです。失われたものはありません。',
  'library.error.past':
    '以前: {error} その後ブラウザーは変更を保存しているので、もう一度お試しください。',
  'library.error.backupFailed':
    '保存を一時停止しています。読み取れなかった保存済みシナリオを退避できなかったため、今保存するとそれらが上書きされてしまいます。',
  'library.error.readFailed':
    '保存は無効です。ブラウザーが保存済みシナリオの読み取りを拒否したため、今保存するとそれらを上書きするおそれがあります。',
  'library.error.nameTaken': '「{name}」という名前の保存済みシナリオがすでにあります。',
  'library.error.notFound':
    'そのシナリオはもう保存されていません (別のタブで削除された可能性があります)。',
  'library.empty': '保存したシナリオはまだありません。',
  'library.item.savedAt': '{date} に保存',
  'library.item.tier': '推奨: {tier}',
  'library.item.noFit': '収まるレベルなし',
  'library.open': '開く',
  'library.open.label': '{name} を開く',
  'library.rename': '名前の変更',
  'library.rename.label': '{name} の名前を変更',
  'library.delete': '削除',
  'library.delete.label': '{name} を削除',
  'library.compare': '比較',
  'library.compare.label': '{name} を比較',
  'library.rename.field': '新しい名前',
  'library.rename.save': '名前を保存',
  'library.renamed': '「{from}」の名前を「{to}」に変更しました。',
  'library.deleted': '「{name}」を削除しました。',
  'library.undo': '元に戻す',
  'library.undo.label': '{name} の削除を元に戻す',
  'library.restored': '「{name}」を復元しました。',
  'library.opened': '「{name}」を開きました。',
  'library.opened.autoSaved':
    '「{name}」を開きました。以前のシナリオはどこにも保存されていなかったため、「{saved}」として保存しました。',
  'library.open.blocked':
    '「{name}」は開かれませんでした。現在のシナリオはどこにも保存されておらず、保持できませんでした。{reason}',
  'library.autoSaveName': '未保存の作業 {date}',
  'library.numberedName': '{name} ({count})',
  'library.compare.heading': '2 つのシナリオを比較',
  'library.compare.a': 'シナリオ A',
  'library.compare.b': 'シナリオ B',
  'library.compare.working': '作業中のシナリオ',
  'library.compare.close': '比較を閉じる',
  'library.compare.caption': '{a} (A) と {b} (B) の比較',
  'library.compare.measure': '項目',
  'library.compare.columnA': 'A: {name}',
  'library.compare.columnB': 'B: {name}',
  'library.compare.difference': '差 (B − A)',
  'library.compare.row.connections': '接続数',
  'library.compare.row.inboundMessages': 'インバウンド メッセージ',
  'library.compare.row.outboundMessages': 'アウトバウンド メッセージ',
  'library.compare.row.inboundBandwidth': 'インバウンド帯域幅',
  'library.compare.row.outboundBandwidth': 'アウトバウンド帯域幅',
  'library.compare.row.billedMessages': '1 日あたりの課金対象メッセージ',
  'library.compare.row.tier': '推奨レベル',
  'library.compare.row.monthlyCost': '月額コスト',
  'library.compare.row.appServers': 'アプリ サーバー数',
  'library.compare.row.utilization': '{limit}の制限の使用率',
  'library.compare.utilizationHint':
    '各制限の使用率は、それぞれのシナリオ自身の推奨レベルでの割合です。100% がガイドの最大値です。',
  'library.compare.higher': '+{value} (増加)',
  'library.compare.lower': '−{value} (減少)',
  'library.compare.same': '同じ',
  'library.compare.tierSame': '同じレベル',
  'library.compare.tierDifferent': '異なるレベル',
  'library.compare.noTier': '収まるレベルなし',
  'library.compare.none': '—',
  'library.compare.none.label': 'なし: 収まるレベルがありません',
  'library.compare.notComparable': '比較できません',
  'library.compare.points': {
    other: '{count} パーセント ポイント',
  },

  // notices
  'notices.label': 'お知らせ',
  'notices.dismiss': '閉じる',
  'notices.badLink.title': 'このリンクを開けませんでした',
  'notices.badLink.corrupt':
    'リンクが壊れているか、途中で切れています (チャットやメールのアプリによっては長いリンクが切り詰められます)。共有元からもう一度コピーしてください。',
  'notices.badLink.tooLong':
    'リンクが、シナリオに必要な長さをはるかに超えているため、開きませんでした。',
  'notices.badLink.codecUnavailable':
    'リンクを読み取るためのコードを読み込めませんでした（接続が切れた可能性があります）。ページを再読み込みして、もう一度お試しください。',
  'notices.badLink.newerVersion':
    'このリンクは、このツールの新しいバージョン (リンク形式 {version}) で作成されました。同じバージョンで開くか、新しいリンクを依頼してください。',
  'notices.badLink.invalid':
    'リンクにシナリオの形式で許可されていない値が含まれているため、開きませんでした:',
  'notices.badLink.moreIssues': {
    other: '…ほか {count} 件の問題があります。',
  },
  'notices.badLink.ownKept': 'ご自身のシナリオを変更せずに表示しています。',
  'notices.openedLink.title': '共有されたシナリオを開きました',
  'notices.openedLink.body': 'ご自身のシナリオは保持されています。いつでも元に戻せます。',
  'notices.openedLink.inPageOnly':
    'このブラウザーのストレージに空きがなく、ご自身のシナリオを退避できませんでした。シナリオはこのページ上に保持し、ストレージに残っている分の上には何も保存しません。ページを閉じる前に、元に戻すかダウンロードしてください。',
  'notices.openedLink.inPageRefused':
    'このブラウザーがご自身のシナリオの退避を拒否しました（{reason}）。シナリオはこのページ上に保持し、ストレージに残っている分の上には何も保存しません。失われたものはありません。ページを閉じる前に、元に戻すかダウンロードしてください。',
  'notices.openedLink.blocked':
    'このブラウザーではページが何も保存できないため、自分のシナリオはこのページにのみ保持されています。ページを閉じる前に、復元するかダウンロードしてください。',
  'notices.openedLink.restore': '自分のシナリオに戻す',
  'notices.openedLink.download': '自分のシナリオをダウンロード',
  'notices.storageUnreadable.title': '保存したシナリオを読み取れませんでした',
  'notices.storageUnreadable.newerVersion':
    'このページの新しいバージョン (形式 {version}) で保存されたため、このバージョンでは読み取れません。',
  'notices.storageUnreadable.body':
    '代わりに例を表示しています。読み取れなかったコピーは、このブラウザーの「{key}」に残っています。',
  'notices.storageUnreadable.notKept':
    '代わりに例を表示しています。読み取れなかったデータを退避する空きがなかったため、データは元の場所に残し、ページはその上に保存しません。このため、ここでの変更は保存されません。データをダウンロードして保管してから、ページに保存を許可してください。',
  'notices.storageUnreadable.refused':
    '代わりに例を表示しています。このブラウザーが読み取れなかったデータの退避を拒否したため（{reason}）、データは元の場所に残し、ページはその上に保存しません。このため、ここでの変更は保存されません。データをダウンロードして保管してから、ページに保存を許可してください。',
  'notices.storageUnreadable.slotsFull':
    '代わりに例を表示しています。このブラウザーには、読み取れなかった以前のコピーがすでに {count} 件（「{key}」と「{key}:2」～「{key}:{count}」）あり、ページが保持する上限に達しています。このため、このデータは元の場所に残し、ページはその上に保存しません。ここでの変更は保存されません。データをダウンロードして保管するか、以前のコピーを削除してから、ページに保存を許可してください。',
  'notices.storageUnreadable.download': '読み取れなかったデータをダウンロード',
  'notices.storageUnreadable.overwrite': '自分の作業で上書き保存',
  'notices.storageReadFailed.title': 'このブラウザーが保存済みの作業の読み取りを拒否しました',
  'notices.storageReadFailed.body':
    '代わりに例を表示しています。ブラウザーに保存されている内容の上には何も保存しないため、このページでの変更は保存されません。変更を残すには、シナリオをダウンロードしてください。',
  'notices.saveFailed.title': '変更が保存されていません',
  'notices.saveFailed.body':
    'このブラウザーのストレージがいっぱいです。ページを開いている間、作業内容はこのページ上で保持されます。残すにはシナリオをダウンロードするか、不要になった保存済みシナリオを削除して空きを作ってください。',
  'notices.saveRefused.body':
    'このブラウザーが変更の保存を拒否しました（{reason}）。失われたものはありません。ページを開いている間、作業内容はこのページ上に残り、変更のたびに保存を再試行します。ファイルとして残すにはシナリオをダウンロードしてください。',
  'notices.keepFailed.title': '変更が保存されていません',
  'notices.keepFailed.body':
    'このブラウザーのストレージがいっぱいのため、置き換えたシナリオはこのページ上にしか退避できませんでした。ストレージに残っている分の上には何も保存しないため、これから行う変更はこのページ上にしか保持されません。残すにはシナリオをダウンロードするか、不要になった保存済みシナリオを削除してください。置き換えたシナリオを退避できるか、画面に戻すと、保存を再開します。',
  'notices.keepRefused.body':
    'このブラウザーが置き換えたシナリオの退避を拒否したため（{reason}）、シナリオはこのページ上にのみ保持されています。失われたものはありません。ストレージに残っている分の上には何も保存しないため、これから行う変更はページを開いている間このページ上に保持されます。残すにはシナリオをダウンロードしてください。置き換えたシナリオを退避できるか（変更のたびに再試行します）、画面に戻すと、保存を再開します。',
  'notices.download': 'シナリオをダウンロード',
  'notices.otherTab.title': '別のタブがこのシナリオを変更しました',
  'notices.otherTab.body':
    'このシナリオは別のタブでも開かれていて、そのタブが異なるバージョンを保存しました。どちらを残すか選ぶまで、ここでの変更は保存されません。選ばなかったバージョンは失われず、退避されます。',
  'notices.otherTab.unreadable':
    'このシナリオは別のタブでも開かれていて、そのタブがこのページでは読み取れないバージョン (新しいバージョンのツールによるものかもしれません) を保存しました。自分のバージョンを残すまで、ここでの変更は保存されません。残すと、もう一方はそのままの形で退避されます。',
  'notices.otherTab.load': '別のタブのバージョンを読み込む',
  'notices.otherTab.keep': '自分のものを残す',
  'notices.storageUnavailable.title': 'このブラウザーでは、ページが作業内容を保存できません',
  'notices.storageUnavailable.body':
    'プライベート ブラウズまたは埋め込みフレームのため、ストレージがブロックされています。機能はすべて使えます。シナリオは共有リンクかエクスポートで保持してください。',

  // presets
  'presets.heading': 'プリセット',
  'presets.intro':
    '既知のシナリオから始めて、調整してください。プリセットを読み込むと、ワークロードが置き換えられます。',
  'presets.group.benchmarks': 'ガイドのベンチマーク',
  'presets.group.benchmarks.hint':
    '2019 年版ガイドに基づき目標 100% で見積もるため、それぞれガイドが測定したユニットになります。',
  'presets.group.examples': 'ガイドの計算例',
  'presets.group.examples.hint': '2019 年版ガイド、目標 100%。どちらもユニット 100 になります。',
  'presets.group.webPubSubBenchmarks': 'Azure Web PubSub のベンチマーク',
  'presets.group.webPubSubBenchmarks.hint':
    'そのガイドの 5 つの表のユニット 10、現行版、目標 100%。どれもユニット 10 になります。',
  'presets.group.mixes': '現実的な組み合わせ',
  'presets.group.mixes.hint': '現行版ガイド、目標 70%。',
  'presets.applied': 'プリセット「{name}」を読み込みました。',
  'presets.mismatch.title': '「{name}」はお使いの設定とは異なる設定向けに作られています',
  'presets.mismatch.body':
    'このプリセットの設定: {presetEdition}、目標使用率 {presetTarget}。現在の設定: {yourEdition}、目標使用率 {yourTarget}。価格、アプリ サーバーのフレームワーク、ハブ数、ハブあたりのサーバー接続数、ガイドの読み方は、どちらを選んでも変わりません。',
  'presets.mismatch.takePreset': 'プリセットの設定で読み込む ({edition}、{target})',
  'presets.mismatch.keepMine': '自分の設定で読み込む ({edition}、{target})',
  'presets.mismatch.connections': '接続: このプリセットは{preset}。お使いの設定は{yours}。',
  'presets.connections.counted': '接続クォータの{target}まで、サーバー接続を含む',
  'presets.connections.notCounted':
    '接続クォータの{target}まで、サーバー接続を含まない (ガイドのベンチマークと同じ)',
  'presets.mismatch.cancel': 'キャンセル',
  'presets.benchmarkEcho.title': 'ユニット 10 でのエコー',
  'presets.benchmarkEcho.description':
    '10,000 接続。各接続が毎秒 2 KB を送信し、それが自身に返されます。',
  'presets.benchmarkBroadcast.title': 'ユニット 100 でのブロードキャスト',
  'presets.benchmarkBroadcast.description':
    '2 KB のメッセージを毎秒 2 件、それぞれ 100,000 接続すべてに配信します。',
  'presets.benchmarkSmallGroups.title': 'ユニット 20 での小さなグループ',
  'presets.benchmarkSmallGroups.description':
    '20,000 接続が、メンバー 10 のグループに毎秒 4,000 件のメッセージを送信します。',
  'presets.benchmarkConnection.title': 'ユニット 10 での接続への送信',
  'presets.benchmarkConnection.description':
    '10,000 接続、毎秒 8,000 件のメッセージ。それぞれ別の 1 つの接続に送信します。',
  'presets.benchmarkRestUser.title': 'ユニット 10 での REST API によるユーザーへの送信',
  'presets.benchmarkRestUser.description':
    '毎秒 1,300 件の REST 呼び出し。それぞれ、接続中の 10,000 ユーザーのうち 1 人に配信されます。',
  'presets.exampleBroadcast20KB.title': '5 秒ごとに 20 KB をブロードキャスト',
  'presets.exampleBroadcast20KB.description':
    '20 KB のメッセージ 1 件を、5 秒ごとに 100,000 接続に送信します。',
  'presets.exampleBroadcast256KB.title': '5 秒ごとに 256 KB をブロードキャスト',
  'presets.exampleBroadcast256KB.description':
    '256 KB のメッセージ 1 件を、5 秒ごとに 7,812 接続に送信します (ガイドでは 8,000 に丸めています)。',
  'presets.webPubSubEcho.title': 'Web PubSub: アップストリーム経由のエコー (ユニット 10)',
  'presets.webPubSubEcho.description':
    '10,000 接続、毎秒 2 KB のクライアント イベント 5,000 件。それぞれにアップストリーム (イベント ハンドラー) が応答します。',
  'presets.webPubSubBigGroup.title': 'Web PubSub: 大きなグループ (ユニット 10)',
  'presets.webPubSubBigGroup.description':
    '毎秒 2 KB のメッセージ 30 件を、メンバー 1,000 人の 10 グループへ: 毎秒 30,000 件の配信。',
  'presets.webPubSubSmallGroups.title': 'Web PubSub: 小さいグループ (ユニット 10)',
  'presets.webPubSubSmallGroups.description':
    '10,000 接続が、サブプロトコル経由でメンバー 10 人のグループに毎秒 2,000 件のメッセージを発行します。',
  'presets.webPubSubRestUser.title': 'Web PubSub: REST API によるユーザーへの送信 (ユニット 10)',
  'presets.webPubSubRestUser.description':
    '毎秒 1,800 件の REST 呼び出し。それぞれ、接続中の 10,000 ユーザーのうち 1 人に配信されます。',
  'presets.webPubSubRestBroadcast.title':
    'Web PubSub: REST API によるブロードキャスト (ユニット 10)',
  'presets.webPubSubRestBroadcast.description':
    '毎秒 2 KB の REST ブロードキャスト 3 件。それぞれ 10,000 接続すべてに届きます。',
  'presets.teamChat.title': 'ルーム付きチーム チャット',
  'presets.teamChat.description':
    '10 人のルームへのメッセージと、2,000 画面へのライブ ダッシュボードのブロードキャスト。',
  'presets.liveDashboard.title': 'ライブ ダッシュボード',
  'presets.liveDashboard.description':
    '1 台のサーバーが、開いている 2,000 のダッシュボードに 2 秒ごとに 2 KB の更新をプッシュします。',
  'presets.stockTicker.title': '株価ティッカー',
  'presets.stockTicker.description':
    '小さな価格更新を毎秒 2 回、5,000 人のトレーダーにブロードキャストします。',
  'presets.restNotifications.title': 'REST API による通知',
  'presets.restNotifications.description':
    'サーバーレスのバックエンドが、ユーザーに個人向けの通知を送り、ときどき全員にお知らせを送ります。',
  'presets.multiplayerLobby.title': 'マルチプレイヤー ロビー',
  'presets.multiplayerLobby.description':
    '8 人のグループでのロビー チャットと、毎秒 5 回 1 人の対戦相手に送るプレイヤーの動き。',
  'presets.webPubSubChat.title': 'Web PubSub での 10 人グループのチャット',
  'presets.webPubSubChat.description':
    'プレーンな WebSocket クライアントがサブプロトコルで 10 人のルームに発行し、サーバーは関与しません: 10,000 人、それぞれ 25 秒ごとに 1 件。',
  'presets.webPubSubLiveScores.title': 'Web PubSub でのライブ スコア',
  'presets.webPubSubLiveScores.description':
    '試合サーバーが 5 秒ごとにスコアの更新を REST API で 50,000 人のファンのページに送ります。',

  // settings
  'settings.heading': '設定',
  'settings.service': 'サービス',
  'settings.service.signalr.hint':
    'クライアントは SignalR プロトコルを使い、アプリ サーバー (ハブ サーバー) がサービスへのサーバー接続を保持します。',
  'settings.service.webPubSub.hint':
    'クライアントはプレーンな WebSocket または Web PubSub サブプロトコルを使い、クライアント イベントはハブ サーバーではなくアップストリーム (イベント ハンドラー) に送られます。',
  'settings.service.blocked':
    '{service} のガイドには、{names} の「ユース ケース」である {patterns} の表がありません。先にそこで {allowed} を選んでください。',
  'settings.edition': 'ガイドの版',
  'settings.edition.current.hint': 'Premium_P2 で最大 1,000 ユニット (ガイドの日本語訳)。',
  'settings.edition.2019.hint':
    'ユニット 1 から 100 まで (ポーランド語、ドイツ語、フランス語、韓国語の訳)。',
  'settings.edition.webPubSub.current.hint':
    'Premium_P2 でユニット 1,000 まで (Microsoft が現在公開しているページ)。',
  'settings.edition.webPubSub.2021.hint':
    'ユニット 1 から 100 まで (2021 年に最初に公開されたガイド)。',
  'settings.target': '目標使用率',
  'settings.target.hint':
    '推奨レベルがスループット制限のうち使ってよい最大の割合です。ガイドでは、サーバー負荷を 70% 未満に保つことを推奨しています。',
  'settings.unit.percent': '%',
  'settings.connectionTarget': '接続数の目標使用率',
  'settings.connectionTarget.hint':
    '推奨レベルが接続数のクォータ (クライアントとサーバー接続) のうち使ってよい最大の割合です。ベンダーの自動スケーリングの例では、{scaleOut} を超えるとユニットを追加します。再接続の集中やピーク時間帯に備えた余裕です。',
  'settings.reading': 'ガイドの解釈',
  'settings.reading.hint':
    'ガイドに記載がない箇所 (測定されたグループ サイズの間のサイズ、表の列の間のユニット数) で、どの解釈に基づいて見積もるかを選びます。どちらの場合も、ページには範囲が表示されます。',
  'settings.reading.optimistic': '最も有利',
  'settings.reading.optimistic.hint':
    'メンバー 2～9 のグループは、接続への送信と小さなグループのうち有利な方の値で読み取ります。',
  'settings.reading.interpolated': '補間 (既定)',
  'settings.reading.interpolated.hint':
    '列の間は線形、グループは対数で補間します。ガイド自体の方法で、どのベンチマークもそのユニットにぴったり一致します。',
  'settings.reading.conservative': '最も不利',
  'settings.reading.conservative.hint':
    'レベルのユニット数以下で記載されたキャパシティのみを使います。それより大きいグループは配信数で制限します。',
  'settings.serverConnections': 'アプリ サーバーとハブ',
  'settings.hubs': 'ハブ数',
  'settings.hubs.hint': '各アプリ サーバーは、ハブごとにサーバー接続を開きます。',
  'settings.unit.hubs': 'ハブ',
  'settings.unit.connections': '接続',
  'settings.perHub': 'ハブあたりのサーバー接続数',
  'settings.perHub.advice':
    'この構成に対するガイドの推奨値: {advice} (ベンチマークでは 15、ブロードキャストや大きなグループがある場合は 40)。特に指定しない場合、SDK は 5 個開きます。',
  'settings.perHub.chosen': '独自の値です。この構成に対するガイドの推奨値は {advice} です。',
  'settings.perHub.reset': 'ガイドの推奨値を使用 ({advice})',
  'settings.countServerConnections': 'サーバー接続を接続数のクォータに含める',
  'settings.countServerConnections.on':
    'サービスの実際の数え方です (Azure/azure-signalr issue 254)。1 つのハブに 1,000 クライアントが接続すると 2 ユニットが必要です。',
  'settings.countServerConnections.off':
    'ガイドのベンチマークと同じ数え方です。ガイドの表を再現しますが、実際のサービスはサーバー接続も数えます。',
  'settings.framework': 'アプリ サーバーのフレームワーク',
  'settings.framework.hint':
    'どのアプリ サーバー数の表を読み取るか。2019 年版ガイドには、エコー、ブロードキャスト、小さなグループ向けの ASP.NET SignalR の表があります。その他のユース ケースには ASP.NET Core の表を使用します。',
  'settings.framework.aspnetcore': 'ASP.NET Core',
  'settings.framework.aspnet': 'ASP.NET SignalR',

  // share
  'share.heading': '共有',
  'share.intro':
    'リンクのフラグメント (# より後) にシナリオ全体が含まれます。フラグメントがブラウザーからサーバーに送信されることはありません。',
  'share.link': 'このシナリオへのリンク',
  'share.length': { other: '{count} 文字' },
  'share.tooLong':
    '2,000 文字を超えています。Teams や Outlook で切り詰められる可能性があります。ワークロード名を短くするか、ワークロードを削除するか、代わりにエクスポートを共有してください。',
  'share.copy': 'リンクをコピー',
  'share.copied': 'リンクをコピーしました。',
  'share.copyFailed':
    'コピーがブロックされました。リンクは選択済みなので、Ctrl+C キー (Mac では ⌘C) を押してください。',

  // summaryBar
  'summaryBar.label': '現在の結果',
  'summaryBar.cost': '{cost}/月',
  'summaryBar.show': '結果を見る',

  // recommendation
  'recommendation.heading': '推奨',
  'recommendation.headline.empty': 'ワークロードはまだありません',
  'recommendation.headline.noFit': 'このシナリオに収まるレベルはありません',
  'recommendation.empty':
    'ワークロードを追加すると、必要なレベル、アプリ サーバー、月額コストを確認できます。',
  'recommendation.tier': 'サービスのレベル',
  'recommendation.deployment.instances': { other: '{tier} のインスタンス {count} 個' },
  'recommendation.deployment.regions': '{count} リージョンのそれぞれに {deployment}',
  'recommendation.deployment.regionsSplit': {
    other: 'プライマリ リージョンに {deployment}、レプリカ {count} 個に {units} ユニット',
  },
  'recommendation.deployment.autoscale':
    '{deployment}、{minimum}～{maximum} ユニットで自動スケーリング',
  'recommendation.why.replicasNeedPremium':
    'Premium です。geo レプリカは Premium でしか動かないためです。1 リージョンなら {cheapest} で足ります。',
  'recommendation.why.replicasNeedPremium.alone':
    'Premium です。geo レプリカは Premium でしか動かないためです。',
  'recommendation.why.autoscale':
    '自動スケーリングします。1 日の負荷プロファイルにピークより静かな時間帯があるためです。ユニット数が負荷に追従し、各時間帯に動いたユニット分だけを支払います。',
  'recommendation.why.autoscaleCheaper':
    'Premium で自動スケーリングします。1 日の負荷プロファイルにピークより静かな時間帯があるためです。ユニット数が負荷に追従し、終日ピークに合わせた {cheapest} より安くなります。',
  'recommendation.why.fixedRuleNeverScales':
    'ユニット数は固定です。1 日に静かな時間帯はありますが、自動スケーリング ルールはスケールアウトのしきい値で毎時間 {units} ユニットを保持し (月額 {cost})、スケールすることがないルールになります。目標値に合わせて固定するほうが安くなります。',
  'recommendation.why.fixedCheaperThanAutoscale':
    'ユニット数は固定です。1 日に静かな時間帯はありますが、ルールのしきい値で {minimum}～{maximum} ユニットを自動スケーリングすると月額 {cost} となり、目標値が終日必要とするユニット数より高くなります。',
  'recommendation.why.severalInstances': {
    other:
      'インスタンス {count} 個です。1 つのインスタンスではこの負荷を処理できないためです。クライアントをインスタンス間で分け、各インスタンスはエコー以外のすべてのメッセージを受け取ります。',
  },
  'recommendation.why.severalInstancesCheaper': {
    other:
      'インスタンス {count} 個です。より大きな 1 つのインスタンスより安いためです。クライアントをインスタンス間で分け、各インスタンスはエコー以外のすべてのメッセージを受け取ります。',
  },
  'recommendation.alternative.severalInstances':
    'より安い構成: {deployment} で月 {cost}、{saving} の節約。その代わり、クライアントをインスタンス間で分け、すべてのアプリ サーバーをすべてのインスタンスに接続する必要があります。',
  'recommendation.autoscale': '自動スケーリング',
  'recommendation.autoscale.rule':
    '接続数のクォータの {out} を超えるとスケールアウト、{in} を下回るとスケールイン。{coolDown} に最大 1 段階、{minimum}～{maximum} ユニットの範囲です。',
  'recommendation.autoscale.eachRegion':
    'リージョンごとに、それぞれの負荷に合わせた独自のルールがあります。',
  'recommendation.autoscale.aboveTarget.connections':
    'このルールは接続クォータの {out} を超えるとスケールアウトしますが、これは接続目標 {target} より高い値です。ピーク時間帯に {tier} は {peak} で動作します。',
  'recommendation.autoscale.aboveTarget.throughput':
    'このルールは {out} を超えるとスケールアウトしますが、これはスループット目標 {target} より高い値です。ピーク時間帯に {tier} は最も負荷の高いスループット上限の {peak} で動作します。',
  'recommendation.autoscale.atTarget': '{target} でスケールアウト',
  'recommendation.range.end': '{tier} (月 {cost})',
  'recommendation.regions.allTraffic': {
    other:
      '{regions} リージョン (プライマリとレプリカ {count} 個)、それぞれ {tier}。1 つが引き継げるよう全トラフィック向けのサイズ: 各月 {each}、合計月 {total}。',
  },
  'recommendation.regions.split': {
    other:
      '{regions} リージョン (プライマリとレプリカ {count} 個)、それぞれクライアントの分担に合わせたサイズ: 合計月 {total}。',
  },
  'recommendation.regions.billing':
    '各リージョンは、自身のユニットと自身のクライアントに配信したメッセージを課金します。',
  'recommendation.cost.profile':
    '1 日の負荷プロファイルを反映: ユニット数は時間ごとに自動スケーリング ルールに従い、メッセージはプロファイルに従います。「1 日と 1 年」で終日ピークの場合と比べられます。',
  'recommendation.cost.profileFixed':
    '1 日の負荷プロファイルを反映: ユニット数はピーク時のまま、メッセージはプロファイルに従います。「1 日と 1 年」で Premium の自動スケーリングと比べられます。',
  'recommendation.range': '{from} から {to} の間。理由: {because}。',
  'recommendation.range.noConservative':
    '{from} から「収まるレベルなし」まで。理由: {because}。最も不利な解釈では、収まるレベルがありません。',
  'recommendation.range.reason.groupSize':
    'メンバー {groupSize} のグループが、ガイドで測定されたグループ サイズ (メンバー {lower} と {upper}) の間にある',
  'recommendation.range.reason.bigGroup':
    'メンバー {groupSize} のグループが、ガイドで測定された最大のグループ (メンバー {measured}) より大きい',
  'recommendation.range.reason.units':
    'ユニット {units} が、ガイドの列 {lower} と {upper} の間にある',
  'recommendation.range.reason.billedBytes':
    'Web PubSub の課金ページは送信バイト数を 2 KB 単位のメッセージとして数えるが、メッセージごとに読むと各メッセージが 2 KB 単位に切り上げられる',
  'recommendation.range.hint':
    'ガイドにはこの箇所の記載がありません。設定「ガイドの解釈」で、どちらの端に基づいて見積もるかを選べます。',
  'recommendation.chosenForCost':
    '制限ではなくコストで選びました。含まれるメッセージ数により、収まる最小のレベルである {smallest} より安くなります。',
  'recommendation.serverConnections.counted':
    'サーバー接続は合計 {total} ({hubs})。クライアントと合わせて接続数のクォータに含めています。',
  'recommendation.serverConnections.eachInstance':
    '各インスタンスのサーバー接続は {total} ({hubs})。すべてのアプリ サーバーがすべてのインスタンスに接続し、各インスタンスはそれをクライアントと合わせて自身の接続数のクォータに含めます。',
  'recommendation.serverConnections.notCounted':
    'ガイドのベンチマークと同様に、サーバー接続を接続数のクォータに含めていません。実際のサービスでは含まれます。',
  'recommendation.hubs': {
    other: '{count} ハブ',
  },
  'recommendation.reconnect': '全クライアントの再接続',
  'recommendation.reconnect.value': '{seconds} ({clients} クライアント、毎秒約 {rate})',
  'recommendation.reconnect.hint':
    '再起動、スケール操作、ネットワークの瞬断の後は、すべてのクライアントが一斉に再接続します。レートはサービスのメンテナーが示した値です (issue 1282)。SignalR クライアントは既定で {window} 再試行します。',
  'recommendation.tier.edition': '{edition}の表に基づいて見積もりました。',
  'recommendation.appServers': 'アプリ サーバー',
  'recommendation.upstream': 'アップストリーム',
  'recommendation.upstream.value':
    'ピーク時に 1 秒あたり約 {rate} 件の要求: 各クライアント イベント (エコー) は、アップストリーム (イベント ハンドラー) が応答する HTTP POST (CloudEvents) です。',
  'recommendation.upstream.hint':
    '各要求は、クライアントが受け取る応答とは別に送信メッセージとして課金されます。ガイドは、ボトルネックにならないアップストリームを HTTP 1.1 で想定しています。',
  'recommendation.upstream.none':
    'なし: クライアント イベントはサーバーに送られません (グループはサブプロトコル経由、REST 呼び出しはご自身のサーバーから)。',
  'recommendation.appServers.value': {
    other: '{servers} (それぞれハブごとにサーバー接続 {count} 個)',
  },
  'recommendation.appServers.none':
    'なし: すべてのワークロードがサーバーレス (REST API) のため、サービスに接続するアプリ サーバーはありません。',
  'recommendation.appServers.minimum':
    '最低 2 台 (ガイド: SLA には 2 台で十分)。各ワークロードがかける負荷でガイドのアプリ サーバー数の表がそれより多くを求める場合は、その台数。',
  'recommendation.appServers.free':
    'Free では 1 台で足ります。SLA がなく、接続は最大 20 のためです (当方の仮定)。',
  'recommendation.appServers.benchmark':
    'SDK は既定でハブごとに {default} 個のサーバー接続を開きます。ガイドのベンチマークは {count} 個で実行されたため、同じスループットを得るには {count} に設定してください。',
  'recommendation.appServers.fanOut':
    'SDK は既定でハブごとに {default} 個のサーバー接続を開きます。ブロードキャストや大きなグループ (メンバー 20 以上) への送信では、ファンアウトが十分な数の接続に分散されるよう、ガイドでは {count} 個にすることを求めています。',
  'recommendation.cost': '月額コスト',
  'recommendation.cost.split':
    'ユニット: {unitsCost}。1 日に含まれる {included} 件を超えるメッセージ (1 日 {extra} 件): {extraCost}。',
  'recommendation.cost.noExtra':
    'ユニット: {unitsCost}。追加のメッセージはありません。1 日の課金対象 {billed} 件は、含まれる {included} 件に収まります。',
  'recommendation.cost.crossRegion':
    'リージョン間のデータ転送: {cost} (月 {gigabytes}、1 GB あたり {rate}、Azure の帯域幅料金)。',
  'recommendation.cost.free':
    'Free は無料です。1 日 {quota} 件のメッセージは課金のしきい値ではなく、超えられない上限です。',
  'recommendation.replicas.allTraffic': {
    other:
      '× {regions} リージョン（プライマリ + レプリカ {count} 個）、各リージョン {tier}（月額 {each}）、全トラフィック向けのサイズ: 月額合計 {cost}。',
  },
  'recommendation.replicas.split': {
    other:
      '× {regions} リージョン（プライマリ + レプリカ {count} 個）、各リージョンはトラフィックの持ち分に合わせたサイズ: 月額合計 {cost}。',
  },
  'recommendation.replicas.noFit': {
    other:
      'レプリカ {count} 個: あるリージョンの持ち分がどの Premium 層にも収まらないため、合計はありません。',
  },
  'recommendation.replicas.profile':
    '各リージョンのメッセージは 1 日の負荷プロファイルに従います（プランを参照）。',
  'recommendation.binding': 'ボトルネックの制限',
  'recommendation.binding.hint':
    '上限に最も近い制限がレベルを決めます。上限は、接続数では接続数の目標使用率 {connectionTarget}、1 日のメッセージ数では 100%、スループットでは目標使用率 {target} です。',
  'recommendation.binding.hintAutoscale':
    '上限に最も近い制限がユニット数を決めます。ピークの時間帯、自動スケーリングはすべての制限をスケールアウトのしきい値 {out} 以下に保ちます。',
  'recommendation.limit.connections': '接続数: このレベルが保持できる {capacity} 接続の {percent}',
  'recommendation.limit.connectionsWithServer':
    '接続数: このレベルが保持できる {capacity} 接続 (サーバー接続を含む) の {percent}',
  'recommendation.limit.inboundBandwidth':
    'インバウンド帯域幅: ユニット {units} の {capacity} の {percent} (エコーの表の最大インバウンド)',
  'recommendation.limit.outboundBandwidth':
    'アウトバウンド帯域幅: ユニット {units} の {capacity} の {percent} (ブロードキャストの表の最大アウトバウンド)',
  'recommendation.limit.outboundBandwidth.bigGroup':
    '送信帯域幅: ユニット {units} の {capacity} の {percent} (大きなグループの表の最大送信)',
  'recommendation.limit.routing':
    'ルーティング: ユニット {units} でルーティングの表が許容する量の {percent} (グループへの送信、接続への送信、REST API によるユーザーへの送信の各ワークロードのメッセージ レートを、それぞれの表に対する割合として合計したもの)',
  'recommendation.limit.routing.webPubSub':
    'ルーティング: ユニット {units} でルーティング表が許す量の {percent} (各グループと REST ユーザー送信のワークロードのメッセージ レートを、それぞれの表に対する割合として合計)',
  'recommendation.limit.dailyMessages':
    '1 日のメッセージ数: Free のクォータである 1 日 {quota} 件の課金対象メッセージの {percent}',
  'recommendation.growth': '成長の余地',
  'recommendation.growth.value': '{tier} に収まらなくなるまで ×{factor} (利用者が {percent} 増)',
  'recommendation.growth.none':
    'なし: 利用者が少しでも増えると、{tier} より大きいレベルが必要です。',
  'recommendation.growth.hint':
    '利用者が増えると、各ワークロードの接続数が増え、利用者とともに増える設定の場合は送信者数も増えます (ワークロードごとに設定)。サーバー接続は変わりません。',
  'recommendation.growth.broadcast':
    '利用者とともに送信者も増えるブロードキャストは 2 乗で増えます。送信者が増え、それぞれがより多くの接続に届くためです。',
  'recommendation.noFit.closest': {
    other: '最も近いレベルの {tier} でも、{count} 個の制限を超えます:',
  },
  'recommendation.noFit.ceiling':
    '推奨レベルが使用できるのは、各スループット制限の {target} まで、接続数の {connectionTarget} までです。',
  'recommendation.noFit.fixes': '収まるようにするには',
  'recommendation.noFit.otherEdition':
    '{edition}の表なら、このシナリオは収まります。こちらの表でキャパシティが足りなくなる箇所に、より大きなキャパシティが記載されています。',
  'recommendation.noFit.switch': '{edition}の表で見積もる',
  'recommendation.noFit.throughput':
    'スループットを減らす: 送信者を減らす、送信間隔を長くする、メッセージを小さくする (1 KB まで。それより小さいメッセージも、サービスには 1 KB と同じ負荷がかかります)。',
  'recommendation.noFit.connections':
    '接続を複数のサービス インスタンスに分割する: これらの表では、1 つのインスタンスが保持できる接続は最大 {max} です。',
  'recommendation.noFit.routingPlateau2019':
    '2019 年版の小さなグループへの送信と接続への送信の表はユニット 50 から伸びなくなり、それ以上が必要な場合はサポートに問い合わせるようガイドに記載されています。ルーティングされるトラフィックを複数のインスタンスに分割するか、Azure サポートにお問い合わせください。',
  'recommendation.noFit.routingSplit':
    'ルーティングされるトラフィック (グループへの送信、接続への送信、REST API によるユーザーへの送信) を複数のサービス インスタンスに分割するか、Azure サポートにお問い合わせください。',

  // totals
  'totals.heading': '合計',
  'totals.connections': '接続数',
  'totals.inboundMessages': 'インバウンド メッセージ',
  'totals.outboundMessages': 'アウトバウンド メッセージ',
  'totals.inboundBandwidth': 'インバウンド帯域幅',
  'totals.outboundBandwidth': 'アウトバウンド帯域幅',
  'totals.loadHint': '{load} として見積もり: 1 KB 未満のメッセージは 1 KB として数えます。',
  'totals.billedMessages': '1 日あたりの課金対象メッセージ',
  'totals.billedHint':
    'アウトバウンド メッセージを 2 KB 単位で数え、既定モードではアプリ サーバーへの区間も加えます。',
  'totals.billedHintProfile':
    '負荷プロファイルどおりの 1 日で数えます。アウトバウンド メッセージを 2 KB 単位で数え、既定モードではアプリ サーバーへの区間も加えます。',
  'totals.billedHint.webPubSub':
    '送信バイト数を 2 KB 単位のメッセージに換算した値。クライアント イベントのアップストリーム呼び出しを含みます。',
  'totals.billedHintProfile.webPubSub':
    '負荷プロファイルに沿った 1 日分: 送信バイト数を 2 KB 単位のメッセージに換算した値。クライアント イベントのアップストリーム呼び出しを含みます。',
  'totals.crossRegion': 'リージョン間のデータ転送',
  'totals.crossRegionHint':
    '月 {gigabytes}、1 GB あたり {rate} (Azure の帯域幅料金、{date} 年時点)。月額コストに含まれます。',
  'totals.monthlyCost': '月額コスト',
  'totals.costTier': '{tier} の場合',
  'totals.noCost': '—',
  'totals.noCost.empty': 'ワークロードはまだありません。',
  'totals.noCost.noFit': 'このシナリオに収まるレベルはありません。',

  // warnings
  'warnings.heading': '確定する前に確認してください',
  'warnings.guideSays': 'ガイドの記載:',
  'warnings.details': 'ガイドの記載と、計算エンジンの対応',
  'warnings.units': { other: 'ユニット {list}' },
  'warnings.appServerTable': '{pattern}のアプリ サーバー数',
  'warnings.sendersCapped.title': '接続数を超える送信者（ワークロード {position}）',
  'warnings.sendersCapped':
    '{names} は送信者を {set} に設定していますが、接続数は {used} です。送信者 {used} として見積もっています。接続数が {set} 以上になると、設定した {set} で見積もります。',
  'warnings.groupSizeCapped.title': '接続数を超えるグループ サイズ（ワークロード {position}）',
  'warnings.groupSizeCapped':
    '{names} はグループ サイズを {set} に設定していますが、接続数は {used} です。グループ サイズ {used} として見積もっています。接続数が {set} 以上になると、グループ サイズ {set} で見積もります。',
  'warnings.routingCost.title': 'ルーティング コスト',
  'warnings.routingCost':
    'ユニット 50 以上では、小さなグループ (メンバー 20 未満) と接続への送信に、サーバー負荷には表れないルーティング コストがかかります。{names} については、「小さなグループへの送信」と「接続への送信」の表を確認してください。',
  'warnings.routingCost.webPubSub':
    'ユニット 50 以上では、小さなグループ (メンバー 20 未満) に、サーバー負荷には表れないルーティング コストがかかります。{names} については、「小さなグループへの送信」の表を確認してください。',
  'warnings.upstreamEvents.title': 'アップストリーム Webhook',
  'warnings.upstreamEvents': {
    other:
      '{names} はクライアント イベントをアップストリーム Webhook に送ります。Webhook は 1 秒あたり約 {rate} 件の要求に応答する必要があります。ガイドはエコーを HTTP 1.1 で測定し、アップストリームがボトルネックにならないと仮定しています。各イベントは送信メッセージとしても課金されます。',
  },
  'warnings.premiumP2.title': '100 ユニット超',
  'warnings.premiumP2':
    '100 ユニットを超える場合は Premium_P2 しか提供されていません。ガイドでも Premium_P2 にスケールアップするよう記載されています。',
  'warnings.smallMessages.title': '小さなメッセージ',
  'warnings.smallMessages': {
    other:
      '{names} は 1 KB 未満のメッセージを送信します。そうしたメッセージもそれぞれ 1,024 バイトとしてサービスに負荷がかかるため、そのように見積もっています。',
  },
  'warnings.transportNotBenchmarked.title': 'ベンチマークされていないトランスポート',
  'warnings.transportNotBenchmarked': {
    other:
      '{names} は Server-Sent Events または Long Polling を使用しています。ガイドのベンチマークは WebSocket のみのため、スループットが見積もりより低くなる場合があります。',
  },
  'warnings.interpolated.title': '補間',
  'warnings.interpolated':
    'ユニット {units} はガイドの表の列にありません。そのキャパシティは、ユニット {from} の間で補間しています。',
  'warnings.slip.title': 'ガイドの誤記',
  'warnings.slip':
    '「{table}」の表は、このレベルが読み取るユニット {unit} の「{row}」に、その表自体の計算式と矛盾する値を記載しています。',
  'warnings.slip.row.inboundBytesPerSecond': 'インバウンド帯域幅',
  'warnings.slip.row.outboundBytesPerSecond': 'アウトバウンド帯域幅',
  'warnings.slip.row.groupMemberCount': 'グループ メンバー数',
  'warnings.slip.title.bigGroup.inboundBytesPerSecond': '誤記: 大グループ受信、ユニット {unit}',
  'warnings.slip.title.bigGroup.outboundBytesPerSecond': '誤記: 大グループ配信、ユニット {unit}',
  'warnings.slip.title.bigGroup.groupMemberCount': '誤記: 大グループ人数、ユニット {unit}',
  'warnings.slip.title.restUser.inboundBytesPerSecond': '誤記: REST ユーザー受信、ユニット {unit}',
  'warnings.slip.title.restUser.outboundBytesPerSecond': '誤記: REST ユーザー配信、ユニット {unit}',
  'warnings.slip.engine':
    'ベンチマークで測定されたのはメッセージ レートであるため、計算エンジンは計算式の値を使用します:',
  'warnings.contradiction.title': 'ガイド内の矛盾',
  'warnings.contradiction': {
    other: 'このレベルが読み取る{units}について、ガイドの表 ({tables}) の記載が矛盾しています。',
  },
  'warnings.contradiction.general':
    'このレベルが読み取る箇所で、ガイドの 2 つの部分の記載が食い違っています。',
  'warnings.contradiction.appServers': {
    other:
      'アプリ サーバー数を読み取る{units}について、ガイドの表 ({tables}) の記載が矛盾しています。',
  },
  'warnings.contradiction.serverConnectionsInQuota':
    'ガイドのベンチマークでは、各ユニットにサーバー接続とは別にクォータいっぱいのクライアントを接続していますが、実際のサービスはサーバー接続も同じクォータに含めて数えます。ベンチマークどおりに見積もる設定を選んでいるため、このレベルでは接続が拒否される可能性があります。',
  'warnings.contradiction.premiumP2Threshold':
    'ガイドには、100 ユニットを超えると Premium_P2 が必要という記載と、必要なのは 200 ユニットを超える場合だけという記載の両方があります。Standard_S1 と Premium_P1 は最大 100 ユニットまでしか販売されていないため、いずれにしてもこのレベルは Premium_P2 です。',
  'warnings.contradiction.title.connectionUnit20Column': '接続への送信: 20 と 10',
  'warnings.contradiction.title.connectionP2Routing': '接続への送信: P2 ルーティング',
  'warnings.contradiction.title.broadcastAppServers': 'サーバー: 本文 2 台、表 1 台',
  'warnings.contradiction.title.smallGroupPlateauThenPremiumP2': '小さなグループの頭打ちと P2',
  'warnings.contradiction.title.serverConnectionsInQuota': 'サーバー接続とクォータ',
  'warnings.contradiction.title.premiumP2Threshold': 'Premium_P2: 100 超か 200 超か',
  'warnings.contradiction.title.smallGroupOutboundExceedsBroadcast':
    'ブロードキャストを超える小グループ',
  'warnings.contradiction.title.smallGroupOutboundExceedsBigGroup': '大グループを超える小グループ',
  'warnings.contradiction.title.smallGroupPlateauContactSupport': '小さなグループの頭打ち',
  'warnings.contradiction.title.connectionPlateau': '接続への送信の頭打ち',
  'warnings.contradiction.title.premiumP2AtUnit100': 'ユニット 100: P1 か P2 の列か',
  'warnings.contradiction.engine': '計算エンジンの対応:',
  'warnings.nearConnectionQuota.title': '接続クォータに近い',
  'warnings.nearConnectionQuota':
    'このレベルは接続クォータの {utilization} を使用します。サービスはクォータを超える接続を拒否する (HTTP 429、"Connection count reaches limit") ため、再接続の集中や混雑する時間帯には接続が失敗します。接続の目標を設定するか、自動スケーリングを計画してください。',
  'warnings.nearConnectionQuota.webPubSub':
    'このレベルは接続クォータの {utilization} を使用します。それを超える接続はスロットルされる (ガイド) ため、再接続の集中や混雑する時間帯には接続が失敗します。接続の目標を設定するか、自動スケーリングを計画してください。',
  'warnings.freeTierAssumption.title': 'Free レベルの想定',
  'warnings.freeTierAssumption':
    'ガイドには Free の列がありません。Free にはユニット 1 のスループットを当てはめ、接続数 {connections}、1 日のメッセージ数 {messages} 件に制限しています。 Free には SLA がないため、SDK 既定のハブあたり {perHub} 個のサーバー接続を開くアプリ サーバー 1 台を計画しています。',
  'warnings.freeTierAssumption.webPubSub':
    'ガイドには Free の列がありません。Free にはユニット 1 のスループットを当てはめ、接続数 {connections}、1 日のメッセージ数 {messages} 件に制限しています。Free には SLA がありません。',
  'warnings.aspnetFallback.title': 'ASP.NET の表なし',
  'warnings.aspnetFallback': {
    other:
      'ガイドには {names} 向けの ASP.NET のアプリ サーバー数の表がありません。アプリ サーバー数は ASP.NET Core の表から求めています。',
  },
  'warnings.messageSizeLimit.title': 'メッセージ サイズの上限',
  'warnings.messageSizeLimit.title.hubReceive': 'サイズ上限: アプリ サーバー',
  'warnings.messageSizeLimit.title.sseLongPolling': 'サイズ上限: SSE・ポーリング',
  'warnings.messageSizeLimit.title.restBody': 'サイズ上限: REST API',
  'warnings.messageSizeLimit.hubReceive': {
    other:
      '{names} は {limit} を超えるメッセージを送信します。これは、アプリ サーバーが既定でクライアントから受け付けるサイズを超えています。アプリ サーバーで {setting} を引き上げるか、メッセージを小さくしてください。',
  },
  'warnings.messageSizeLimit.sseLongPolling': {
    other:
      '{names} は Server-Sent Events または Long Polling のクライアントから {limit} を超えるメッセージを送信しますが、サービスはこれらのクライアントからそのサイズのメッセージを受け付けません。WebSocket を使用するか、メッセージを小さくしてください。',
  },
  'warnings.messageSizeLimit.restBody': {
    other:
      '{names} は REST API で {limit} を超えるメッセージを送信しますが、REST API が受け付けるメッセージ本文は最大 1 MB です。メッセージを小さくしてください。',
  },
  'warnings.unitQuota.title': 'リージョンのユニット クォータ',
  'warnings.unitQuota':
    '{units} ユニットは、サブスクリプションに既定でリージョンごとに割り当てられる {quota} ユニットを超えています。デプロイする前に、Azure サポートにクォータの引き上げを依頼してください。',
  'warnings.unitQuota.instances':
    '{unitsPerInstance} ユニットのインスタンス {instances} 個で、1 つのリージョンに {units} ユニットとなり、サブスクリプションに既定でリージョンごとに割り当てられる {quota} ユニットを超えます。デプロイする前に Azure サポートにそのリージョンのクォータを {units} ユニットに引き上げるよう依頼するか、インスタンスを {regions} 個のリージョンに分けて配置してください (各リージョンに {perRegion} 個)。',
  'warnings.unitQuota.instancesOverQuota':
    '{unitsPerInstance} ユニットのインスタンス {instances} 個で、1 つのリージョンに {units} ユニットとなり、サブスクリプションに既定でリージョンごとに割り当てられる {quota} ユニットを超えます。インスタンス 1 個だけでも超えています。デプロイする前に Azure サポートにそのリージョンのクォータを {units} ユニットに、または {instances} 個のリージョンそれぞれで {unitsPerInstance} ユニットに引き上げるよう依頼してください。',
  'warnings.unitQuota.eachRegion': {
    other: 'プランの {count} 個のリージョン (プライマリとレプリカ) のそれぞれで同じだけ必要です。',
  },
  'warnings.slowReconnect.title': '再接続の集中',
  'warnings.slowReconnect':
    '再起動やネットワークの瞬断の後、{connections} クライアントが毎秒約 {rate} で再接続します: {seconds}。SignalR クライアントの既定の再試行時間は {window} のため、一部のクライアントは再接続をあきらめてしまいます。ランダムな遅延で再接続を分散するか、再試行の時間を延ばすか、クライアントを複数のインスタンスに分割してください。',
  'warnings.slowReconnect.extrapolated':
    'ユニット 100 を超えるレートは公開されていないため、ユニット 100 の値を想定しています。',
  'warnings.appServersExtrapolated.title': 'アプリ サーバー数の表の範囲外',
  'warnings.appServersExtrapolated': {
    other:
      '{names} は、ガイドのアプリ サーバー数の表で測定された以上の負荷をアプリ サーバーにかけます。アプリ サーバー数は、最後の列から比例計算で求めています。',
  },

  // working
  'working.heading': '計算の確認',
  'working.empty': 'ワークロードを追加すると、ガイドの計算式に数値を当てはめた結果を確認できます。',
  'working.intro.fit':
    'ガイドの計算式に入力した数値を当てはめ、{edition}の表の推奨レベル {tier} と比較しています。',
  'working.intro.noFit':
    '収まるレベルがないため、各ワークロードを{edition}の表で最も近いレベル {tier} と比較しています。',
  'working.intro.fit.webPubSub':
    'ガイドの計算式に入力した数値を当てはめ、Azure Web PubSub の{edition}の表の推奨レベル {tier} と比較しています。',
  'working.intro.noFit.webPubSub':
    '合うレベルがないため、各ワークロードを Azure Web PubSub の{edition}の表で最も近い {tier} と比較しています。',
  'working.unnamedWorkload': 'ワークロード {number}',
  'working.intro.instance': {
    other:
      'プランはクライアントをインスタンス {count} 個に分けます。以下の数値は 1 インスタンスが受け持つ負荷です。',
  },
  'working.summary': '{name} ({pattern})',
  'working.bytes': '{value} バイト',
  'working.ceilings': '{tier} の上限',
  'working.ceiling.connections': '接続数: {capacity} (ユニットあたり {perUnit})。',
  'working.ceiling.serverConnections':
    'そのうち {server} はサーバー接続のため、クライアントに使えるのは {clients} です。',
  'working.ceiling.inbound':
    '最大インバウンド: 「{table}」の表のユニット {units}、{rate} 件/秒 × {tableBytes} = {bandwidth}。',
  'working.ceiling.outbound':
    '最大アウトバウンド: 「{table}」の表のユニット {units}、{rate} 件/秒 × {tableBytes} = {bandwidth}。',
  'working.ceiling.dailyMessages': '1 日のメッセージ数: Free のクォータ {quota} 件。',
  'working.ceiling.atOrBelow':
    '最も不利な読み方 (設定) では、このティアの帯域幅とルーティングは、ユニット数 {units} 以下で印刷された列であるユニット {column} で読み取ります。',
  'working.interpolated':
    '「{table}」の表にはユニット {units} の列がありません。ユニット {from} と {to} の間で補間しています。',
  'working.formulas': '計算式',
  'working.inbound':
    'インバウンド: 送信者 {senders} ÷ {interval} = {rate} 件/秒 × {messageBytes} = {bandwidth}',
  'working.outbound.single':
    'アウトバウンド: {rate} 件/秒 × 受信者 1 = {outRate} 件/秒 × {messageBytes} = {bandwidth}',
  'working.outbound.broadcast':
    'アウトバウンド: {rate} 件/秒 × {fanOut} 接続 = {outRate} 件/秒 × {messageBytes} = {bandwidth}',
  'working.outbound.group':
    'アウトバウンド: {rate} 件/秒 × {fanOut} メンバー = {outRate} 件/秒 × {messageBytes} = {bandwidth}',
  'working.load.small':
    '負荷: 1 KB 未満のメッセージは {loadBytes} として数えるため、サービスが処理するのはインバウンド {inLoad}、アウトバウンド {outLoad} です。',
  'working.chunks': {
    other: '{chunkBytes} のチャンク {count} 個',
  },
  'working.chunks.bytes': '{messageBytes} ÷ {chunkBytes}',
  'working.billed.client':
    '課金対象: (配信 {outRate} + アプリ サーバーへ {legRate}) 件/秒 × {chunks} × {secondsPerDay} 秒 = {billed} 件/日',
  'working.billed.serverless':
    '課金対象: 配信 {outRate} 件/秒 × {chunks} × {secondsPerDay} 秒 = {billed} 件/日 (サーバーレス: アプリ サーバーへの区間はありません)',
  'working.billed.upstream':
    '課金対象: (配信 {outRate} + アップストリームへ {legRate}) 件/秒 × {chunks} × {secondsPerDay} 秒 = {billed} 件/日',
  'working.billed.noUpstream':
    '課金対象: 配信 {outRate} 件/秒 × {chunks} × {secondsPerDay} 秒 = {billed} 件/日 (これらのメッセージはサーバーを通りません: アップストリームの呼び出しなし)',
  'working.billed.webPubSub.source':
    'ベンダーのページ「Billing model of Azure Web PubSub service」: メッセージ数は「送信トラフィックのサイズ (バイト) を 2 KB で割った値」です (100 KB のトラフィックは 50 メッセージ)。アップストリーム Webhook に送信されるメッセージも含まれます。受信は課金されません。',
  'working.shares': '{tier} に占める割合',
  'working.share.connections': '接続数: {capacity} 中 {value} = {share}',
  'working.share.inbound':
    'インバウンド帯域幅: ユニット {units} での「{table}」の表の {capacity} 中 {load} = {share}',
  'working.share.outbound':
    'アウトバウンド帯域幅: ユニット {units} での「{table}」の表の {capacity} 中 {load} = {share}',
  'working.share.routing':
    'ルーティング: ユニット {units} での「{table}」の表の {capacity} 件/秒中 {rate} 件/秒 = {share}',
  'working.share.routedLarge': '{rate} 件/秒 × {messageBytes} ÷ 2,048 バイト = {routed}',
  'working.share.routingGroup': 'ルーティング: {capacity} 件/秒中 {rate} 件/秒 = {share}',
  'working.share.routingNone':
    'ルーティング: このユース ケースを制限するルーティングの表はありません。そのコストは帯域幅に表れます。',
  'working.share.dailyMessages': '1 日のメッセージ数: Free の {quota} 件中 {billed} 件 = {share}',
  'working.groupRule.one':
    'メンバー 1 のグループは、接続への送信と同様にルーティングされます: 「{table}」の表のユニット {units}、{capacity} 件/秒。',
  'working.groupRule.small':
    'メンバー 10 以上のグループは、「{table}」の表のユニット {units} を読み取ります: {capacity} 件/秒。',
  'working.groupRule.between':
    'メンバー {size} のグループは、接続への送信 (メンバー 1、{connectionRate} 件/秒) と小さなグループ (メンバー 10、{smallGroupRate} 件/秒) の間にあり、対数スケールで補間します: {connectionRate} + ({smallGroupRate} − {connectionRate}) × log10({size}) = {capacity} 件/秒。',
  'working.groupRule.smallOnly':
    'Web PubSub のガイドはメンバー 10 未満のグループを測定していません: どのグループも「{table}」の表のユニット {units} を読み取ります: {capacity} 件/秒。',
  'working.groupRule.better':
    'メンバー {size} のグループは、接続への送信 (メンバー 1、{connectionRate} 件/秒) と小さなグループ (メンバー 10、{smallGroupRate} 件/秒) の間にあります。最も有利な読み方では、よいほうの値を取ります: {capacity} 件/秒。',
  'working.groupRule.worse':
    'メンバー {size} のグループは、接続への送信 (メンバー 1、{connectionRate} 件/秒) と小さなグループ (メンバー 10、{smallGroupRate} 件/秒) の間にあります。最も不利な読み方では、悪いほうの値を取ります: {capacity} 件/秒。',
  'working.groupRule.deliveries':
    '最も不利な読み方では、メンバー {size} のグループを配信数で制限し、小さなグループのベンチマーク (メンバー 10 で {smallDeliveries} 配信/秒) と大きなグループのベンチマーク (メンバー {bigMembers} で {bigDeliveries} 配信/秒) の間を対数スケールで補間します: {deliveries} 配信/秒 ÷ メンバー {size} = {capacity} 件/秒。',
  'working.appServers': 'アプリ サーバー',
  'working.appServers.rule':
    'アプリ サーバー数の各表は、ベンチマークの負荷と、そのベンチマークで使われたアプリ サーバー数を対応付けています。ワークロードは、構成の残りが必要とするユニット数ではなく、そのワークロード自身の負荷で読み取ります。エコー、小さなグループ、接続への送信は、ハブが処理する 1 秒あたりのメッセージ数で読み取ります。ブロードキャストと大きなグループは、ベンチマークが常に毎秒 2 件と 20 件を送信していたため、1 秒あたりの配信数で読み取ります。',
  'working.appServers.messages': 'アプリ サーバー経由 {value} 件/秒',
  'working.appServers.deliveries': '配信 {value} 件/秒',
  'working.appServers.table': '「{pattern}」のアプリ サーバー数の表 ({framework})',
  'working.appServers.column': '{table} のユニット {units} のベンチマーク: {figure}',
  'working.appServers.between': '{table} のユニット {from} と {to} のベンチマークの間: {figure}',
  'working.appServers.beyond':
    '{table} の最大のベンチマーク (ユニット {units}) を超えるため比例計算: {figure}',
  'working.appServers.read': '{name}: {load}、{reading}。単独: {servers}。',
  'working.appServers.fasterThanBenchmark':
    'ベンチマークの {measured} 件/秒より速く送信するため、同じハブ呼び出しの表をこのレートで読み取ります。このワークロード自身の表では {own}。大きい方を採用します。',
  'working.appServers.mix':
    '合計: 同じ表の負荷を足し合わせて 1 回だけ読み取り ({loads})、その値を足し合わせて切り上げ: {combined}。単独では合計 {alone} が必要で、組み合わせた場合にそれを超えることはありません。最低 {minimum} 台 (ガイド: SLA には 2 台で十分): {servers}。',
  'working.appServers.clients':
    'クライアント {clients}: アプリ サーバー 1 台あたり最大 {perServer} (このパターンのガイドのベンチマークが 1 台で扱った最大数、列の接続数 ÷ アプリ サーバー数): {figure}。',
  'working.appServers.clients.bigGroup':
    'クライアント {clients}: アプリ サーバー 1 台あたり最大 {perServer} (ガイドのグループ ベンチマークが 1 台で扱った最大数。大きなグループのベンチマークは最大 {measured} 件/秒を送信し、このワークロードも同様です。どのグループ サイズも同じ上限を読むため、大きいグループのアプリ サーバーが少なくなることはありません): {figure}。',
  'working.appServers.clients.smallGroup':
    'クライアント {clients}: アプリ サーバー 1 台あたり最大 {perServer} (ガイドの小さなグループのベンチマークが 1 台で扱った最大数。大きなグループのベンチマークの {measured} 件/秒より速く送信するため、どのグループ サイズも小さなグループの上限を読み、大きいグループのアプリ サーバーが少なくなることはありません): {figure}。',
  'working.appServers.clientsMix':
    '全体のクライアントには {figure} が必要で、どのアプリ サーバーもベンチマークを超える数のクライアントを持ちません。',
  'working.appServers.free':
    'Free には SLA がなく、接続は最大 20 です: {servers}、SDK 既定のサーバー接続を開きます (当方の仮定: ガイドの推奨は Free が扱わない負荷のためのものです)。',
  'working.appServers.none':
    'アプリ サーバーなし: すべてのワークロードがサーバーレス (REST API) です。',
  'working.upstream': 'アップストリーム (イベント ハンドラー)',
  'working.upstream.requests':
    '{names}: 各クライアント イベントはアップストリームへの HTTP POST (CloudEvents) で、アップストリームが応答する必要があります: ピーク時に 1 秒あたり {requests} 件の要求。それぞれが、クライアントが受け取る応答とは別に送信メッセージとして課金されます。',
  'working.upstream.source':
    'ベンダーのページ「CloudEvents extension for Azure Web PubSub event handler」(サービスは WebSocket メッセージ フレームごとにアップストリームを呼び出し、その応答をクライアントに送信) と「Billing model of Azure Web PubSub service」。ガイドのエコー ベンチマークは HTTP 1.1 で実行され、アップストリームがボトルネックにならないことを前提としています: このレートに合わせてご自身でサイズを決めてください。',
  'working.upstream.none':
    'サイズを決めるアップストリームはありません: グループは Web PubSub サブプロトコルを通り、REST 呼び出しはご自身のサーバーから来るため、クライアント イベントはサーバーに送られません。',
  'working.serverConnections': 'サーバー接続',
  'working.serverConnections.counted':
    'アプリ サーバー {servers} 台 × ハブ {hubs} 個 × ハブあたりのサーバー接続 {perHub} = {total}。クライアントと合わせて接続数のクォータに含めます。',
  'working.serverConnections.aspnet':
    'アプリ サーバー {servers} 台 × (ハブ {hubs} 個 + ASP.NET SignalR が追加する既定のハブ) × ハブあたりのサーバー接続 {perHub} = {total}。クライアントと合わせて接続数のクォータに含めます。',
  'working.serverConnections.source':
    'クォータには、サーバー接続もクライアント接続も同じように含まれます (Azure/azure-signalr issue 254、ベンダーのページ「Messages and connections in Azure SignalR Service」)。',
  'working.serverConnections.notCounted':
    'ガイドのベンチマークと同様に、接続数のクォータに含めていません。ベンダーは含めて数えます (Azure/azure-signalr issue 254)。',
  'working.serverConnections.serverless':
    'なし: サーバーレス モードでは、サービスに接続するアプリ サーバーはありません。',
  'working.serverConnections.webPubSub':
    'なし: Web PubSub にはハブ サーバーがないため、接続クォータ (ユニットあたり 1,000) はクライアントだけを数えます。',
  'working.reconnect.heading': '全クライアントの再接続',
  'working.reconnect.webPubSub':
    'Web PubSub は接続を開くレートを公開していないため、すべてのクライアントが一斉に再接続する時間は計算しません。',
  'working.reconnect':
    '{clients} クライアント ÷ {tier} が受け付ける毎秒 {rate} 接続 = {seconds}。SignalR クライアントの既定の自動再接続は、{window} の間再試行を続けます。',
  'working.reconnect.source':
    'インスタンス サイズ別の 1 秒あたりの接続数で、サービスのメンテナーが示した値です (Azure/azure-signalr issue 1282): Free {free}、{points}、その間は線形。',
  'working.reconnect.point': 'ユニット {units}: {rate}',
  'working.reconnect.slip':
    'ユニット {units}: スレッドは毎秒 {printed} と記載していますが、同じ行の時間 (100,000 接続に 25 秒) からは {used} になり、他の行では時間とレートが一致します。エンジンは {used} を使用します。',
  'working.reconnect.extrapolated':
    'ユニット 100 を超える値は公開されていないため、ユニット 100 のレートを据え置いています。',
  'working.limits.heading': 'サービスのその他の制限',
  'working.limits.messageSize':
    'メッセージ サイズ: ここでの最大は {largest} です。アプリ サーバーが既定でクライアントから受け付けるメッセージは {hub} までです ({setting} で引き上げられます)。ロング ポーリングと Server-Sent Events のクライアント、および REST API が受け付けるのは最大 {rest} です。',
  'working.limits.messageSize.source':
    'ベンダーのページ「Messages and connections in Azure SignalR Service」(Message size)。「1MB」は、より厳しい読み方の 1,000,000 B としています。',
  'working.limits.unitQuota':
    'ユニット: サブスクリプションがリージョンごとに既定で使える {quota} のうち {units}。申請すれば増やせます。',
  'working.limits.unitQuota.source': 'ベンダーのページ「Azure SignalR Service limits」。',
  'working.limits.unitQuota.source.webPubSub':
    'ベンダーのページ「Azure Web PubSub limits」と「Scale an Azure Web PubSub service instance」: 既定ではサブスクリプションとリージョンごとに 150 ユニット。要求に応じて引き上げられるソフト リミットです。',
  'working.plan.heading': 'プランのデプロイと課金の方法',
  'working.plan.deploys': 'プランは {deployment} をデプロイします。',
  'working.plan.routedSize':
    '2,048 バイトを超えるルーティング対象のメッセージ (接続への送信、REST によるユーザーへの送信、グループ) は、使う帯域幅とは別に、サイズ ÷ 2,048 件分としてルーティング表のメッセージに数えます。',
  'working.plan.routedSize.source':
    'ガイドの表は 2 KB のメッセージで測定されています (クイック評価)。ガイドは各パターンの容量をそのパターンの表から読み取ります。',
  'working.plan.routedSize.webPubSub':
    '2,048 バイトを超えるルーティングされるメッセージ (REST API によるユーザーへの送信、グループ) は、使用する帯域幅に加えて、そのルーティング表のメッセージ (サイズ ÷ 2,048) 件として数えます。',
  'working.plan.routedSize.source.webPubSub':
    'ガイドの表は 2,048 バイトのメッセージで測定されており (“the default message size is 2,048 bytes”)、各ユース ケースは自身の表を読みます。SignalR と同じく当方の仮定です。',
  'working.plan.oneInstance.webPubSub':
    'インスタンスは 1 つです: Web PubSub はクライアントを複数のインスタンスに分散しないため、1 つのインスタンスで担えない負荷に合うものはなく、回答がそう示します。',
  'working.plan.instances.source.webPubSub':
    'Microsoft Q&A 739830: 複数インスタンスは “not applicable for the PubSub WebSocket clients using the PubSub subprotocol” です。',
  'working.plan.oneInstance':
    '1 つのインスタンスで負荷を処理できます。処理できない場合、プランはそれが可能な最少数の同一インスタンスにクライアントを分けます。そのとき各インスタンスはエコー以外のすべてのメッセージを受け取って自身のクライアントに配信し、すべてのアプリ サーバーがすべてのインスタンスに接続します。',
  'working.plan.instances': {
    other:
      '1 つでは負荷を処理できないため、同一のインスタンス {count} 個です。各インスタンスはクライアント約 {clients} を受け持ち、エコー以外のすべてのメッセージを受け取り (SDK はブロードキャストと、グループ、ユーザー、接続へのメッセージをすべてのインスタンスに送ります)、自身のクライアントに配信します。すべてのアプリ サーバーがすべてのインスタンスに接続するため、各インスタンスはサーバー接続 {serverConnections} をクォータに含めます。同じリージョンのインスタンスは、そのリージョンのユニット クォータを共有します。',
  },
  'working.plan.instances.source':
    'ベンダーのページ「Scale SignalR Service with multiple instances」(SDK は各クライアントのインスタンスをランダムに選びます) と「Azure SignalR Service limits」(1 つで足りなければインスタンスを追加。150 ユニットのクォータはサブスクリプションとリージョンごと)。',
  'working.plan.replicas':
    '{regions} リージョンがクライアントの {shares} を受け持ちます。各リージョンは自身のユニットと自身のクライアントに配信したメッセージを課金するため、1 日の課金対象メッセージ {billed} 件は、1 リージョンの場合と同じ数です。',
  'working.plan.replicas.source':
    'ベンダーのページ「Geo-replication in Azure SignalR」: 各レプリカは自身のユニットとアウトバウンド トラフィックに対して課金され、無料のメッセージ枠もレプリカごとです。別のレプリカへ転送されたメッセージは、そこで配信されたときにアウトバウンドとして課金されます。',
  'working.plan.crossRegion':
    'リージョン間で転送されるメッセージ: 1 日 {bytes} × {days} 日 × 1 GB あたり {rate} = 月 {cost}。Azure のデータ転送メーターで課金されます (リージョン間の帯域幅料金、{date} 年時点。「価格」で変更できます)。月額コストに含まれます。',
  'working.plan.crossRegion.assumption':
    '当方の仮定: クライアントはリージョン間に均等に分かれ、アプリ サーバーは最も近いレプリカに接続し、メッセージは受信者がいる他の各リージョンへ 1 回ずつ渡ります (メンバー g 人のグループがクライアントの割合 s を持つリージョンに届く確率は 1 − (1 − s)^g)。',
  'working.plan.replicas.source.webPubSub':
    'ベンダーのページ「Geo-replication in Azure Web PubSub」: 各レプリカは自身のユニットと送信トラフィックで個別に課金され、無料メッセージ クォータも個別です。レプリカ間で転送されて配信されたメッセージは送信メッセージとして課金されます。',
  'working.plan.crossRegion.webPubSub':
    'リージョン間で転送されるメッセージ: 1 日 {bytes} × {days} 日 × 1 GB あたり {rate} = 月 {cost}。Azure のデータ転送メーターで課金されます (「egress fees for cross region outbound traffic」。リージョン間の帯域幅料金、{date} 年時点。「価格」で変更できます)。月額コストに含まれます。',
  'working.plan.crossRegion.assumption.webPubSub':
    '当方の仮定: クライアントはリージョン間に均等に分かれ、メッセージは受信者がいる他の各リージョンへ 1 回ずつ渡ります (メンバー g 人のグループがクライアントの割合 s を持つリージョンに届く確率は 1 − (1 − s)^g)。',
  'working.plan.crossRegion.sharesGiven.webPubSub':
    '当方の仮定: クライアントは指定された割合でリージョンに分かれ、メッセージは受信者がいる他の各リージョンへ 1 回ずつ渡ります (メンバー g 人のグループがクライアントの割合 s を持つリージョンに届く確率は 1 − (1 − s)^g)。',
  'working.plan.crossRegion.sharesGiven':
    '当方の仮定: クライアントは指定された分担どおりに分かれ、アプリ サーバーは最も近いレプリカに接続し、メッセージは受信者がいる他の各リージョンへ 1 回ずつ渡ります (メンバー g 人のグループがクライアントの割合 s を持つリージョンに届く確率は 1 − (1 − s)^g)。',
  'working.plan.autoscale': '自動スケーリング: {rule}',
  'working.plan.autoscale.source':
    'ベンダーのページ「Automatically scale units of an Azure SignalR Service」: Premium のみ。その例では Connection Quota Utilization が {out} を超えるとスケールアウトし、{in} を下回るとスケールインし、スケール操作の間隔は {coolDown} を勧めています。1 時間ごとのシミュレーションは当方の仮定です。',
  'working.plan.autoscale.source.webPubSub':
    'ベンダーのページ「Automatically scale units of an Azure Web PubSub service」: Premium のみ。その例では Connection Quota Utilization が {out} を超えるとスケールアウトし、{in} を下回るとスケールインし、スケール操作の間隔は {coolDown} を勧めています。1 時間ごとのシミュレーションは当方の仮定です。',
  'working.range.heading': 'ガイドに記載がない箇所',
  'working.range.none':
    'ここでの制限はすべて、ガイドに記載された列と測定されたグループ サイズを読み取っています。どの解釈でも結果は同じです。',
  'working.range.groupSize':
    'メンバー {size} のグループは、ガイドで測定されたグループ サイズ (メンバー {lower} と {upper}) の間にあります。',
  'working.range.bigGroup':
    'メンバー {size} のグループは、ガイドで測定された最大のグループ (メンバー {measured}) より大きくなっています。',
  'working.range.units': 'ユニット {units} は、ガイドの列 {lower} と {upper} の間にあります。',
  'working.range.billedBytes':
    'Web PubSub は「送信トラフィックのサイズ (バイト) を 2 KB で割った値」を課金します (課金ページ: 100 KB のトラフィックは 50 メッセージ)。メッセージごとに読むと、{names} の各メッセージが 2 KB 単位の丸ごとのメッセージとして数えられます。エンジンはバイトで課金し、最も不利な解釈はメッセージ単位で課金します。',
  'working.range.optimistic':
    '最も有利な解釈: 列の間は線形、メンバー 2～9 のグループは接続への送信と小さなグループのうち有利な方: {tier}。',
  'working.range.interpolated':
    '計算エンジンの解釈: 列の間は線形、メンバー 2～9 のグループは対数で補間、それより大きいグループは小さなグループと同様にルーティングし、ファンアウトの分はアウトバウンド帯域幅で負担します。',
  'working.range.conservative':
    '最も不利な解釈: 各レベルはそのユニット数以下で記載された列、メンバー 2～9 のグループは不利な方のレート、それより大きいグループは小さなグループと大きなグループのベンチマークの間で対数補間した配信数で制限: {tier}。',
  'working.range.optimistic.webPubSub':
    '最も有利な解釈: 列の間は線形、メンバー 2～9 のグループは小さいグループのレート (ガイドはそれより小さいグループを測定していません): {tier}。',
  'working.range.interpolated.webPubSub':
    'エンジンの解釈: 列の間は線形、メンバー 2～9 のグループは小さいグループのレート、それより大きいグループは小さいグループと同様にルーティングし、その配信は送信帯域幅で負担。',
  'working.range.conservative.webPubSub':
    '最も不利な解釈: 各レベルはそのユニット数以下で記載された列、メンバー 2～9 のグループは小さいグループのレート、それより大きいグループは小さなグループと大きなグループのベンチマークの間で対数補間した配信数で制限: {tier}。',
  'working.caveats': 'Web PubSub のガイドの注意事項',
  'working.caveats.lead': 'このシナリオが読む表についてのガイド自身の注意事項と、その記述。',
  'working.range.nothingFits': '収まるレベルなし',
  'working.range.sizedBy.interpolated':
    '推奨は計算エンジンの解釈に基づいています (設定「ガイドの解釈」)。',
  'working.range.sizedBy.optimistic':
    '推奨は最も有利な解釈に基づいています (設定「ガイドの解釈」)。',
  'working.range.sizedBy.conservative':
    '推奨は最も不利な解釈に基づいています (設定「ガイドの解釈」)。',
  'working.appServerPattern.echo': 'エコー',
  'working.appServerPattern.broadcast': 'ブロードキャスト',
  'working.appServerPattern.smallGroup': '小さなグループへの送信',
  'working.appServerPattern.bigGroup': '大きなグループへの送信',
  'working.appServerPattern.connection': '接続への送信',
  'working.framework.aspnetcore': 'ASP.NET Core',
  'working.framework.aspnet': 'ASP.NET',
  'working.table.quickEcho': '簡単な評価 (エコー)',
  'working.table.quickBroadcast': '簡単な評価 (ブロードキャスト)',
  'working.table.echo': 'エコー',
  'working.table.broadcast': 'ブロードキャスト',
  'working.table.smallGroup': '小さなグループへの送信',
  'working.table.bigGroup': '大きなグループへの送信',
  'working.table.connection': '接続への送信',
  'working.table.restBroadcast': 'REST API を使用してブロードキャストする',
  'working.table.restUser': 'REST API を通じてユーザーに送信する',

  // history
  'history.label': '元に戻す・やり直し',
  'history.undo': '元に戻す',
  'history.redo': 'やり直し',
  'history.undone': '元に戻しました。',
  'history.redone': 'やり直しました。',

  // prices
  'prices.heading': '価格',
  'prices.status.default': 'カタログの既定値 ({currency})',
  'prices.status.custom': { other: '独自の価格 {count} 件 ({currency})' },
  'prices.status.priceList': '{region} の Azure 価格 ({currency})、{date} から有効',
  'prices.intro':
    '月額コストはこれらの価格 ({currency}) で計算されます。価格はシナリオの一部で、リンクやエクスポートしたファイルにも含まれます。',
  'prices.source':
    '既定値: {date} 年時点でサードパーティが掲載していたベンダーの価格表の写し。価格は変わり、リージョンによって異なります。実際の価格を入力してください。',
  'prices.perUnitPerDay': '{sku}、1 ユニット 1 日あたり',
  'prices.perMillion': 'Standard_S1、含まれる分を超えるメッセージ 100 万件あたり',
  'prices.perMillion.premium': 'Premium レベル、含まれる分を超えるメッセージ 100 万件あたり',
  'prices.perGbCrossRegion': 'リージョン間のデータ転送 (geo レプリカ)、1 GB あたり',
  'prices.perGbCrossRegion.source':
    '北米内またはヨーロッパ内のリージョン間データ転送に対する Azure の帯域幅料金 ({date} 年時点)。他の大陸や大陸間の転送はより高額です。',
  'prices.perGbCrossRegion.missing':
    '{currency} の料金がありません。カタログの既定値は米ドルです。リージョンの GB あたりの価格を入力してください。それまではリージョン間のトラフィックに料金は付きません。',
  'prices.perGbCrossRegion.own': '独自の価格。',
  'prices.default': '既定値: {price}',
  'prices.default.premiumP2':
    'Premium_P1 と同じ価格 ({price})：Premium_P2 独自の価格を示す価格表はありません。',
  'prices.default.premiumMessages': '既定値: Standard_S1 と同じ ({price})',
  'prices.reset': '既定値に戻す',
  'prices.rate.Standard_S1': 'Standard_S1 のユニット',
  'prices.rate.Premium_P1': 'Premium_P1 のユニット',
  'prices.rate.Premium_P2': 'Premium_P2 のユニット',
  'prices.rate.perMillionExtraMessages': 'Standard_S1 のメッセージ',
  'prices.rate.perMillionExtraMessagesPremium': 'Premium レベルのメッセージ',
  'prices.rate.perGbCrossRegion': 'リージョン間のデータ転送',
  'prices.basis.catalog':
    'カタログの既定値 ({currency})。{date} 年時点でサードパーティが掲載していたベンダー価格表の写しによるもので、リージョンによって異なります。',
  'prices.basis.typed': {
    other:
      '独自の価格 {count} 件 ({typed})、{currency}。ほかはカタログの既定値 ({date} 年時点) です。',
  },
  'prices.basis.typedAll': '独自の価格 ({currency})。',
  'prices.basis.priceList': '{region} の Azure 小売価格 ({currency})、{date} から有効。',
  'prices.basis.priceListTyped':
    '{region} の Azure 小売価格 ({currency})、{date} から有効。{typed} は独自の価格です。',
  'prices.basis.labelled': '価格: {basis}',
  'prices.basis.otherService':
    'これは {listService} の価格です。このシナリオは {service} でサイズを見積もっています。',
  'prices.basis.crossRegionMissing':
    'リージョン間のトラフィックには料金が付いていません。これらの価格には {currency} での GB あたりの料金がありません。',
  'prices.basis.premiumP2':
    'Premium_P2 は Premium_P1 と同じ価格です。独自の価格を示す価格表はありません。',
  'prices.basis.short.catalog': '{currency} · 既定値 {date}',
  'prices.basis.short.typed': '{currency} · 独自の価格',
  'prices.basis.short.priceList': '{currency} · {region} · {date}',
  'prices.import.heading': 'リージョンの Azure 価格',
  'prices.import.hint':
    'このコマンドで、リージョンと通貨の Azure 小売価格を保存してから (リージョンと通貨は書き換えてください)、ファイルをインポートします。上の価格を 1 ステップで置き換え、元に戻すで取り消せます。',
  'prices.import.file': 'Azure 価格をインポート (JSON)',
  'prices.import.region': 'リージョン',
  'prices.import.regions': {
    other:
      'このファイルには {count} リージョンの {service} の価格があります。デプロイするリージョンを選んでください。',
  },
  'prices.import.use': 'この価格を使う',
  'prices.import.undo': 'インポートを元に戻す',
  'prices.import.done':
    '{file} から {region} の価格を読み込みました ({currency}、{date} から有効): {meters}。元に戻すで取り消せます。',
  'prices.import.meter': '{meter} {unit} あたり {price}',
  'prices.import.skipped': {
    other: '予約または開発/テストの価格 {count} 件は除外しました。プランは従量課金で計算します。',
  },
  'prices.fromList': '価格表から: {meter}、{price}。',
  'prices.typedOverList': '価格表の値を上書きして入力した価格です。',
  'prices.import.error.lead': '{file} の価格は使われませんでした。上の価格は変わっていません。',
  'prices.import.error.tooLarge': 'ファイルは {size} です。価格表は最大 {max} です。',
  'prices.import.error.empty': 'ファイルが空です。',
  'prices.import.error.unreadable': 'ファイルを読み込めませんでした。',
  'prices.import.error.notText':
    'このファイルは {encoding} のテキストではありません。文字にならないバイトがあります。Retail Prices API の応答は UTF-8 です。応答をそのまま保存するか、ファイルを UTF-8 で保存して、もう一度お試しください。',
  'prices.import.error.syntax':
    'JSON ではありません: {line} 行目の {column} 文字目から JSON として読めません。',
  'prices.import.error.notPriceList':
    'Azure Retail Prices API の応答ではありません。「Items」リストがありません。',
  'prices.import.error.invalid': {
    other: '価格表の {count} 個のフィールドが API の書き方と違います:',
  },
  'prices.import.error.noService': {
    other:
      '{count} 件の項目に、このシナリオのサービスである serviceName「{serviceName}」の従量課金価格がありません。',
  },
  'prices.import.error.severalRegions':
    'このファイルには複数のリージョン ({regions}) の価格があります。1 つ選んでください。',
  'prices.import.error.regionNotInFile':
    'このファイルには「{region}」の価格がありません。あるのは {regions} です。',
  'prices.import.error.severalCurrencies':
    'このファイルには複数の通貨 ({currencies}) が混在しています。1 つの通貨で保存してください。',
  'prices.import.error.missingMeters': {
    other: '{region} に、プランに必要な {meters} の価格がありません。',
  },
  'prices.import.error.nextPage':
    'このファイルは複数ページの 1 ページです (NextPageLink が設定されています)。メーターは次のページにあるかもしれません。1 つのリージョンだけを取得するか、すべてのページを 1 つのファイルに保存してください。',
  'prices.import.error.unknownUnit':
    'メーター {meter} は {unit} あたりの価格で、モデルの単位 (1 日あたり 1 ユニット、100 万メッセージ) に換算できない計量単位です。',
  'prices.import.error.conflicting':
    'メーター {meter} が同じ日に異なる価格 ({prices}) で 2 回載っていて、どちらが適用されるかわかりません。',
  'prices.import.error.outOfRange':
    'メーター {meter} は {rate} になり、シナリオに入れられる範囲 (0、または 0.0001 から 1,000,000) を外れています。',

  // reverse
  'reverse.heading': 'ガイドの数式で逆算する',
  'reverse.status': '接続数 = 帯域幅 × 送信間隔 ÷ メッセージ サイズ',
  'reverse.intro':
    'レベルとユース ケースを選び、メッセージ サイズ、接続数、送信間隔のうち 2 つを入力すると、残りの 1 つがわかります。ガイドがユニット 100 で行っているとおり、20 KB を 5 秒ごとに送ると 100,000 接続に届きます。ワークロードは変更されません。',
  'reverse.units': 'レベル',
  'reverse.unknown': '求める値',
  'reverse.unknown.connections': '接続数',
  'reverse.unknown.messageBytes': 'メッセージ サイズ',
  'reverse.unknown.sendIntervalSeconds': '送信間隔',
  'reverse.answer': '結果',
  'reverse.result.connections': '最大 {value} 接続',
  'reverse.result.messageBytes': '最大 {value} のメッセージ',
  'reverse.result.noSize': '収まるメッセージ サイズはありません',
  'reverse.result.sendIntervalSeconds': 'メッセージは {value} に 1 件まで',
  'reverse.connections.fanOut':
    '{pattern} では、接続数は各メッセージを受信する接続の数です (「ブロードキャスト」の表のアウトバウンド帯域幅で制限されます)。',
  'reverse.connections.oneToOne':
    '{pattern} では、接続数は送信する接続の数で、それぞれが間隔ごとに 1 件送信します (そのユース ケース自身の表のインバウンド帯域幅で制限されます)。',
  'reverse.formula.connections': '接続数 = 帯域幅 × 送信間隔 ÷ メッセージ サイズ',
  'reverse.formula.messageBytes': 'メッセージ サイズ = 帯域幅 × 送信間隔 ÷ 接続数',
  'reverse.formula.sendIntervalSeconds': '送信間隔 = 接続数 × メッセージ サイズ ÷ 帯域幅',
  'reverse.filled.connections': '{bandwidth} × {interval} ÷ {size} = {result}',
  'reverse.filled.messageBytes': '{bandwidth} × {interval} ÷ {connections} = {result}',
  'reverse.filled.sendIntervalSeconds': '{connections} × {size} ÷ {bandwidth} = {result}',
  'reverse.cell.outbound':
    '帯域幅: 「{table}」の表のユニット {units}、アウトバウンド {rate} 件/秒 × {tableBytes} = {bandwidth} (ガイドの表記では {guideBandwidth})。',
  'reverse.cell.inbound':
    '帯域幅: 「{table}」の表のユニット {units}、インバウンド {rate} 件/秒 × {tableBytes} = {bandwidth} (ガイドの表記では {guideBandwidth})。',
  'reverse.interpolated':
    '「{table}」の表にはユニット {units} の列がないため、隣り合う列の間で補間した値です。',
  'reverse.minimumLoad':
    '{minimum} 未満のメッセージはサービスに {minimum} と同じ負荷をかけるため、数式では {minimum} を使います。',
  'reverse.noSize':
    '数式の結果は {minimum} 未満ですが、{minimum} 未満のメッセージはすべて {minimum} と同じ負荷をかけます。この頻度では、このレベルに収まるメッセージ サイズはありません。',
  'components.info.about': '{label}の説明',
  'app.tabs.label': 'この答えの詳細',
  'app.tabs.presets': 'プリセット',
  'app.tabs.working': '計算の確認',
  'app.tabs.growth': '成長',
  'app.tabs.plan': '1 日と 1 年',
  'app.tabs.levers': 'コストを下げる',
  'app.tabs.measured': '測定値',
  'app.tabs.deploy': 'デプロイ',
  'services.lead':
    '同じワークロードを Azure SignalR Service と Azure Web PubSub で、それぞれのパフォーマンス ガイド、課金、接続クォータに従ってサイズ設定します。',
  'services.heading': 'SignalR か Web PubSub か',
  'services.status.cheaper': '{service}: {deployment}、{cost}/月、{saving} 安い',
  'services.status.dearer': '{service}: {deployment}、{cost}/月、{saving} 高い',
  'services.status.same': '{service}: {deployment}、{cost}/月、同額',
  'services.status.noFit': '{service}: 合うレベルがありません',
  'services.status.blocked': '{service}: ガイドに {names} のユース ケースの表がありません',
  'services.own': '(このシナリオ)',
  'services.tier': 'レベル',
  'services.monthly': '1 か月',
  'services.binding': '制約となるもの',
  'services.besides': 'ほかに必要なもの',
  'services.besides.appServers': {
    other: 'アプリ サーバー {count} 台 (それぞれハブあたり {perHub} 個のサービスへのサーバー接続)',
  },
  'services.besides.noAppServers': 'サービスに接続するアプリ サーバーなし (REST 呼び出しのみ)',
  'services.besides.upstream':
    '1 秒あたり約 {rate} 件の要求に応答するアップストリーム Webhook (イベント ハンドラー)',
  'services.besides.noUpstream':
    'アップストリーム Webhook なし: クライアント イベントはサーバーに送られません',
  'services.noFit': '合うレベルがありません。ワークロードの横の回答に、何なら合うかが示されます。',
  'services.cheaper': '{service} のほうが 1 か月あたり {saving} 安くなります。',
  'services.same': 'どちらも 1 か月の費用は同じです。',
  'services.tierChange':
    '{service} は {otherTier} をデプロイし、このシナリオは {ownTier} をデプロイします。サービスの切り替えは、今のリソースの横に {service} の新しいリソースを作ることで、そのレベルの変更ではありません。Free と有料レベルの間でリソースを移すときにベンダーが示すダウンタイムは当てはまらず、クライアントはアプリが新しいサービスへ向けたときに移ります。',
  'services.switch': '{service} に切り替える',
  'services.switch.hint': '1 ステップです。元に戻すとシナリオは元の状態に戻ります。',
  'services.leftBehind': '切り替えると、{service} にないものは残されます: {fields}。',
  'services.leftBehind.appServerFramework': 'アプリ サーバーのフレームワーク',
  'services.leftBehind.hubs': 'アプリ サーバーのハブ',
  'services.leftBehind.serverConnectionsPerHub': 'ハブあたりのサーバー接続',
  'services.leftBehind.countServerConnections':
    'ベンチマークどおりのサイズ設定 (サーバー接続を数えない)',
  'services.leftBehind.transport':
    'Server-Sent Events とロング ポーリング (そのクライアントは WebSocket を使います)',
  'app.tabs.scenarios': '共有と保存',
  'app.tabs.guide': 'ガイド',

  // deploy
  'deploy.heading': 'デプロイ',
  'deploy.intro':
    'プランをインフラストラクチャ コードにしたものです。回答と同じレベル、ユニット数、レプリカ、自動スケーリングです。名前とリージョンはパラメーターなので、デプロイ前に自分の値を設定してください。',
  'deploy.intro.webPubSub':
    'プランを Azure Web PubSub のインフラストラクチャ コードにしたものです。回答と同じレベル、ユニット数、レプリカ、自動スケーリングです。名前、リージョン、ハブはパラメーターなので、デプロイ前に自分の値を設定してください。',
  'deploy.upstream':
    'デプロイ前に、イベント ハンドラーの URL テンプレート (アップストリーム Webhook) を設定してください。既定値はありません。ピーク時に 1 秒あたり {rate} 件のクライアント イベントを受け取ります。サービスはハブの保存時にこれを検証するため、先に稼働させておく必要があります。',
  'deploy.noEventHandler':
    'このプランのクライアント イベントはアップストリーム Webhook に送られないため、コードはイベント ハンドラーを設定しません。',
  'deploy.format': '形式',
  'deploy.format.bicep': 'Bicep',
  'deploy.format.arm': 'ARM テンプレート (JSON)',
  'deploy.format.terraform': 'Terraform',
  'deploy.format.cli': 'Azure CLI',
  'deploy.code': 'このプランの {format}',
  'deploy.copy': '{format} をコピー',
  'deploy.download': '{format} をダウンロード',
  'deploy.copied': 'コピーしました。',
  'deploy.copyFailed':
    'コピーがブロックされました。コードは選択済みなので、Ctrl+C キー (Mac では ⌘C) を押してください。',
  'deploy.saved': '{fileName} を保存しました。',
  'deploy.pages': '準拠するベンダーのページ',
  'deploy.failover':
    '各リージョンは、1 つのリージョンがすべてを引き継げるよう、全トラフィックに合わせてサイズ設定されています。各リージョンのメトリックは自身のクライアントしか見ないため、自動スケールの最小値は全トラフィックに対するプランの 1 日の推移に 1 時間ごとに従います (定期プロファイル)。1 日の時刻のタイム ゾーンを設定してください (timeZone、既定は UTC)。',
  'deploy.operator': 'お客様が行うこと (コードでは記述しません。出力にキーは含まれません)',
  'deploy.noFit':
    'このシナリオに合うレベルがないため、デプロイするものはありません。回答にレベルが表示されると、ここにコードが表示されます。',
  'deploy.refused': 'Azure はこのプランを受け付けないため、コードは作成しません:',
  'deploy.problem.capacity.primary':
    '{sku} に {units} ユニットの構成はありません (プライマリ リージョン)。',
  'deploy.problem.capacity.replica':
    '{sku} に {units} ユニットの構成はありません (レプリカ {replica})。',
  'deploy.problem.capacity.autoscaleMinimum':
    '{sku} に {units} ユニットの構成はありません (自動スケーリングの最小値)。',
  'deploy.problem.capacity.autoscaleMaximum':
    '{sku} に {units} ユニットの構成はありません (自動スケーリングの最大値)。',
  'deploy.problem.replicas': 'レプリカは Premium のみです。このプランは {sku} です。',
  'deploy.problem.autoscale': '自動スケーリングは Premium のみです。このプランは {sku} です。',
  'deploy.problem.autoscaleRange':
    '自動スケーリングの最小値 ({minimum} ユニット) が最大値 ({maximum} ユニット) を超えています。',
  'deploy.problem.templateResources':
    '{instances} 個のインスタンスには、1 つの Azure Resource Manager テンプレートに入る {most} 個 (テンプレートの上限) を超えるリソースが必要です。分けてデプロイするか、インスタンスが少なくなるようにサイズを見直してください。',
  'recommendation.metric.perMonth': '/月',
  'recommendation.metric.target': '上限 {target}',
  'recommendation.metric.perHub': '各ハブあたり {count} サーバー接続',
  'recommendation.metric.requestsPerSecond': '要求/秒',
  'recommendation.details': '根拠とコストの内訳',
  'settings.status': '{edition} · 余裕目標 {target} · 接続 {connectionTarget}',
  'settings.status.webPubSub':
    'Web PubSub · {edition} · 余裕目標 {target} · 接続 {connectionTarget}',
  // plan
  'exportImport.chart.loadProfile': '1 日の負荷のグラフをエクスポート',
  'plan.title': '計画: 1 日、リージョン、1 年',
  'plan.hint':
    '負荷が 1 日の中で変動するとき、サービスを複数のリージョンで運用するとき、利用者が増えていくときに、請求額がどう変わるか。',
  'plan.empty': 'ワークロードを追加すると、その 1 日、リージョン、1 年を計画できます。',
  'plan.profile.title': '1 日の負荷',
  'plan.profile.hint':
    '各時間帯の負荷を、構成したピークに対する割合で表します。メッセージは各時間帯のトラフィックに応じて、ユニットは稼働した時間に応じて課金されます。',
  'plan.profile.presets': 'ひな形',
  'plan.profile.preset.flat': '一定',
  'plan.profile.preset.businessHours': '営業時間',
  'plan.profile.preset.eveningPeak': '夜のピーク',
  'plan.profile.preset.eventSpike': '平日のイベント',
  'plan.profile.clear': '終日ピークに戻す',
  'plan.profile.chart.label': 'グラフ: 1 日の各時間帯の負荷 (ピークに対する割合)',
  'plan.profile.hour': '{hour} 時',
  'plan.profile.level': '負荷',
  'plan.profile.levelOf': '{hour} 時の負荷 (ピークに対する %)',
  'plan.profile.table.show': '表として表示・編集',
  'plan.profile.table.caption': '時間帯ごとの負荷とユニット数',
  'plan.profile.table.hour': '時間帯',
  'plan.profile.table.fixed': '固定のユニット数',
  'plan.profile.table.autoscale': '自動スケーリングのユニット数',
  'plan.profile.table.ideal': '必要なユニット数',
  'plan.profile.error.range': '{hour} 時の負荷: 0 から 100 のパーセンテージを入力してください。',
  'plan.profile.error.allZero':
    '{hour} 時の負荷: 少なくとも 1 つの時間帯を 0% より大きくする必要があります。適用されていません。',
  'plan.units.chart.label': 'グラフ: 各時間のユニット数（固定、自動スケーリング、必要量）',
  'plan.units.legend': '時間ごとのユニット数',
  'plan.costs.fixed': '{tier} でピークに合わせて固定 (推奨)',
  'plan.costs.heading': '月額コスト',
  'plan.costs.chosen':
    'プランは {deployment} をデプロイします: 月 {cost}。回答に示す月額コストです。',
  'plan.costs.none': '収まるものがないため、プランは何もデプロイせず、月額コストもありません。',
  'plan.costs.compared':
    '同じリージョンとインスタンスを 3 通りで運用した場合の比較 (プランは最初の 2 つのうち安いほうを選びます):',
  'plan.costs.fixedAllDay': '終日ピークに合わせて固定: {tier}',
  'plan.costs.isChosen': '(プラン)',
  'plan.costs.autoscale': 'Premium で自動スケーリング (1 日あたり {unitDays} ユニット日)',
  'plan.costs.ideal': '理想的な下限: 各時間帯に必要な Premium ユニットちょうど',
  'plan.costs.noFit': 'ピークを処理できる Premium のレベルがありません',
  'plan.costs.sku':
    '自動スケーリングはユニット数を変えるだけで SKU は変えません。終日 {sku} で動きます。',
  'plan.costs.beyondP1':
    'ピークには {p1} の上限を超える容量が必要ですが、自動スケーリングは SKU を切り替えられません。終日 {p2} で動き、夜間も {p1} には戻りません。',
  'plan.crossRegion':
    'リージョン間: 別のレプリカに接続している受信者へ転送されるメッセージが 1 日 {bytes}。Azure のデータ転送メーターで課金されます: 1 GB あたり {rate} で月 {cost}。上の月額コストに含まれます。',
  'plan.crossRegion.assumption':
    '当方の仮定: 分担を指定しない限りクライアントはリージョン間に均等に分かれ、メッセージは受信者がいる他の各リージョンへ 1 回ずつ渡ります。',
  'plan.crossRegion.webPubSub':
    'リージョン間: 別のレプリカに接続している受信者へ転送されるメッセージが 1 日 {bytes}。Azure のデータ転送メーターで課金されます (「egress fees for cross region outbound traffic」): 1 GB あたり {rate} で月 {cost}。上の月額コストに含まれます。',
  'plan.autoscale.heading': '自動スケーリング ルール',
  'plan.autoscale.deployed':
    'プランは {sku} でこのルールを使い、リージョンごとに個別に設定します: {rule}',
  'plan.autoscale.compared':
    'プランはユニット数を固定します。上の自動スケーリングのコストは {sku} でこのルールを使います:',
  'plan.autoscale.serverLoad':
    'ピークではスループットの制限がボトルネックになるため、ルールは同じしきい値でサーバー負荷 (Server Load) も監視します。',
  'plan.autoscale.out': 'スケールアウトのしきい値 (接続数のクォータに対する割合、%)',
  'plan.autoscale.in': 'スケールインのしきい値 (接続数のクォータに対する割合、%)',
  'plan.autoscale.coolDown': 'スケール操作の間隔',
  'plan.autoscale.minutes': '分',
  'plan.autoscale.reset': 'ベンダーの例に戻す ({out}、{in}、{coolDown})',
  'plan.autoscale.source':
    'ベンダーの自動スケーリングの例では、Connection Quota Utilization が {out} を超えるとスケールアウトし、{in} を下回るとスケールインします。スケール操作の間隔は {coolDown} を勧めています (「Automatically scale units of an Azure SignalR Service」)。自動スケーリングは Premium のみです。',
  'plan.autoscale.source.webPubSub':
    'ベンダーの自動スケーリングの例では、Connection Quota Utilization が {out} を超えるとスケールアウトし、{in} を下回るとスケールインし、スケール操作の間隔は {coolDown} を勧めています (「Automatically scale units of an Azure Web PubSub service」)。自動スケーリングは Premium のみです。',
  'plan.autoscale.simulation':
    '当方の仮定: 1 時間ごとのシミュレーションで、ユニットは負荷が必要とする時間帯にスケールアウトし (操作には数分かかります)、Connection Quota Utilization とサーバー負荷の代わりの指標がスケールインのしきい値を下回る間は、間隔ごとに 1 段階スケールインします。自動スケーリングは SKU を変えません。',
  'plan.costs.assumption':
    '仮定: ユニットは稼働した秒数で数えられ、日単位で課金されます。Azure SignalR のページには記載がなく、Azure Web PubSub の課金ページに記載があります (5 ユニットを 18 時間と 10 ユニットを 6 時間で 6.25 ユニット日)。',
  'plan.costs.assumption.webPubSub':
    'ユニットは稼働した秒数で課金され、日ごとに請求されます: Azure Web PubSub の課金ページ (5 ユニットを 18 時間、10 ユニットを 6 時間で 6.25 ユニット日)。',
  'plan.replicas.title': 'リージョン',
  'plan.replicas.hint':
    'Premium の geo レプリケーション: 各レプリカは自身のユニットと送信メッセージに対して課金され、無料のメッセージ枠もレプリカごとに計算されます。',
  'plan.replicas.count': 'プライマリ以外のレプリカ数',
  'plan.replicas.error.count': 'レプリカ数: 0 から {max} の整数を入力してください。',
  'plan.replicas.sizing': '各リージョンのサイズの基準',
  'plan.replicas.sizing.allTraffic': 'すべてのトラフィック (1 つのリージョンで引き継げる)',
  'plan.replicas.sizing.split': 'トラフィックの分担分',
  'plan.replicas.share': '{region} の分担 (%)',
  'plan.replicas.error.share':
    '{region} の分担: 0 より大きく 100 未満のパーセンテージを入力してください。残りは他のリージョンで分けます。',
  'plan.replicas.primary': 'プライマリ',
  'plan.replicas.replica': 'レプリカ {region}',
  'plan.replicas.table.caption': '各リージョンのレベルと月額コスト',
  'plan.replicas.table.region': 'リージョン',
  'plan.replicas.table.clients': 'クライアント',
  'plan.replicas.table.tier': 'レベル',
  'plan.replicas.autoscaled': '{tier}、{minimum}～{maximum} ユニットで自動スケーリング',
  'plan.replicas.table.cost': '月額コスト',
  'plan.replicas.total': '全リージョン: 月 {cost}。',
  'plan.replicas.noFit': 'いずれかのリージョンの分担が、どの Premium のレベルにも収まりません。',
  'plan.failover.title': 'リージョンが障害を起こしたら',
  'plan.failover.summary':
    '障害を起こしたリージョンのクライアントの行き先、ほかのリージョンが担う負荷、自動スケーリングが追いつくまでの時間、再接続の集中が続く時間。',
  'plan.failover.routing':
    'Azure SignalR Service は Traffic Manager で各レプリカの正常性を確認し、インスタンスの名前に最も近い正常なレプリカで応答します。リージョンが障害を起こすとそのレプリカは応答から外れ、DNS の有効期間 (TTL) {ttl} が過ぎるとクライアントはほかのリージョンにつながります。アプリ サーバーのサーバー接続も同じように移り、人手は要りません (ベンダーのページ「Geo-replication in Azure SignalR」。正常性チェックが障害に気付くまでの時間は書かれていません)。',
  'plan.failover.routing.webPubSub':
    'Azure Web PubSub は Traffic Manager で各レプリカの正常性を確認し、インスタンスの名前に最も近い正常なレプリカで応答します。リージョンが障害を起こすとそのレプリカは応答から外れ、DNS の有効期間 (TTL) {ttl} が過ぎるとクライアントはほかのリージョンにつながり、人手は要りません (ベンダーのページ「Geo-replication in Azure Web PubSub」。正常性チェックが障害に気付くまでの時間は書かれていません)。',
  'plan.failover.spread':
    '各クライアントがどのリージョンにつながるかはその場所によりますが、シナリオには場所がありません。障害リージョンのクライアントはほかのリージョンに均等に分かれるものとします (こちらの仮定)。',
  'plan.failover.retry':
    'SignalR クライアントの既定の自動再接続は、切断から {retry} で諦めます。これは {ttl} が過ぎる前です。もっと長く試し続ける再試行ポリシーを設定しないと、クライアントは切断されたままです。',
  'plan.failover.region': '障害を起こすリージョン',
  'plan.failover.hour': '障害が起きる時刻',
  'plan.failover.hour.peak': '{hour} 時 (ピーク)',
  'plan.failover.moment.peak': 'ピークの {hour} 時',
  'plan.failover.moment.hour': '{hour} 時 (ピークの {level})',
  'plan.failover.moment.flat': 'ピーク時 (1 日中)',
  'plan.failover.lost':
    '{region} が障害を起こすと、{clients} クライアント (全体の {share}) がほかのリージョンに再接続します。',
  'plan.failover.table.caption': '{region} が障害を起こしたときのほかのリージョン',
  'plan.failover.table.region': 'リージョン',
  'plan.failover.table.clients': 'クライアント (前 → 後)',
  'plan.failover.table.load': 'ユニットの負荷',
  'plan.failover.table.scaling': 'ユニット',
  'plan.failover.table.reconnect': '再接続の集中',
  'plan.failover.clients': '{before} → {after}',
  'plan.failover.load': '{units} ユニット: {limit} の {before} → {after}',
  'plan.failover.load.refused': 'クォータ超過: {refused} 接続が拒否されます',
  'plan.failover.load.overCapacity': 'ガイドの最大値を超えています',
  'plan.failover.load.overTarget': '目標の {target} を超えています',
  'plan.failover.load.withinTarget': '目標の範囲内',
  'plan.failover.after': '{limit} の {utilization}',
  'plan.failover.fixed': '固定: {units} ユニットのまま。{needed} ユニットあれば足ります',
  'plan.failover.fixed.fits': '固定: 今のユニットで足ります',
  'plan.failover.fixed.noTier':
    '固定: {units} ユニットのまま。{sku} のどのユニット数でも足りません',
  'plan.failover.autoscale.none': '自動スケーリング: 操作は不要',
  'plan.failover.autoscale.steps': {
    other:
      '自動スケーリング: {count} 回の操作で {from} → {to} ユニット、約 {minutes} 分後。その後 {after}',
  },
  'plan.failover.autoscale.maximum':
    '自動スケーリングは最大値の {maximum} ユニットで止まります ({after})。{needed} ユニットあれば足ります',
  'plan.failover.autoscale.maximumNoTier':
    '自動スケーリングは最大値の {maximum} ユニットで止まります ({after})。{sku} のどのユニット数でも足りません',
  'plan.failover.reconnect': '{clients} クライアントを毎秒 {rate} で {seconds}',
  'plan.failover.reconnect.slow': '(クライアントが再試行を続ける {window} より長い)',
  'plan.failover.reconnect.none': 'Azure Web PubSub の接続開始レートは公開されていません',
  'plan.failover.line':
    '{region}: クライアント {clients}。{load}。{scaling}。再接続の集中: {reconnect}。',
  'plan.failover.timing':
    '自動スケーリングの時間には、ルールが新しい負荷に気付くまでの最大 {window} (生成したルールはメトリックを {window} で平均します: こちらの仮定)、操作の間隔ごとのクールダウン、最後の操作が効くまでの {action} (ベンダー: 「3-5 minutes after it’s triggered」) を含みます。各操作は SKU が販売する次のユニット数に進みます: 1 から 10、その後 20 から 100 まで 10 刻み、Premium_P2 は 100 から 1,000 まで 100 刻みです。',
  'plan.failover.premiumP2':
    'Premium_P2 のスケール操作は小さいレベルより時間がかかります (ベンダーのスケールのページに数値はありません)。この分数より長くかかると見込んでください。',
  'plan.failover.instances':
    'インスタンスごとの数値です。{count} 個のインスタンスそれぞれが、すべてのリージョンにレプリカを持ちます。',
  'plan.failover.sized':
    'どのリージョンもすべてのトラフィックに合わせて設定されています。ベンダーの勧めどおり、どのリージョンもほかのクライアントを引き継げます (「set each replica’s unit size to handle all traffic」)。',
  'plan.failover.sizeFor': '障害に備えて設定',
  'plan.failover.sizeFor.lead':
    'どのリージョンも引き継げるよう、すべてのリージョンをすべてのトラフィックに合わせます: {deployment}、月 {cost}、今より {extra} 高くなります。',
  'plan.failover.sizeFor.hint': '1 ステップです。元に戻すと分担に戻ります。',
  'plan.failover.sizeFor.noFit':
    'すべてのトラフィックに合わせると、どの Premium のレベルにもリージョンが収まりません。クライアントをより多くのインスタンスやリージョンに分けてください。',
  'plan.timeline.title': '1 年先まで',
  'plan.timeline.mode': '成長',
  'plan.timeline.mode.none': 'なし',
  'plan.timeline.mode.percent': '毎月のパーセンテージ',
  'plan.timeline.mode.target': '目標の利用者数',
  'plan.timeline.percent': '月間成長率 (%)',
  'plan.timeline.error.percent': '月間成長率: 0 から 100 のパーセンテージを入力してください。',
  'plan.timeline.target': 'クライアント接続数',
  'plan.timeline.error.target': 'クライアント接続数: 1 から 100,000,000 の整数を入力してください。',
  'plan.timeline.month': '到達する月',
  'plan.timeline.error.month': '到達する月: 1 から 12 の整数を入力してください。',
  'plan.timeline.growth': '月 {percent} の成長。',
  'plan.timeline.chart.label': 'グラフ: 各月の月額コスト（現在と今後 12 か月）',
  'plan.timeline.table.caption': '月ごとのレベルとコスト',
  'plan.timeline.table.month': '月',
  'plan.timeline.table.connections': '接続数',
  'plan.timeline.table.tier': 'レベル',
  'plan.timeline.table.cost': '月額コスト',
  'plan.timeline.table.units': 'ユニット数',
  'plan.timeline.now': '現在',
  'plan.timeline.noTier': '収まるレベルなし',
  'plan.timeline.stop': '{tier} は {month} か月目に収まらなくなります。',
  'plan.timeline.stopNever': '{tier} は 12 か月目でも収まります。',
  'plan.timeline.change': '{month} か月目: {change}',
  'plan.tierChange.downtime':
    '{from} から {to} へ: パブリック IP が変わり、DNS に行き渡るまで {min}～{max} 分、サービスに届かないことがあります (ベンダーのページ「{page}」)。',
  'plan.tierChange.none':
    '{from} から {to} へ: ダウンタイムはありません (ベンダーのページ「{page}」)。',
  'plan.tierChange.assumed':
    '{from} から {to} へ: ベンダーの表は Standard_S1 から Premium_P1、Premium_P1 から Premium_P2 へのダウンタイムなしを示しますが、この組み合わせはありません。Standard と Premium の間ではパブリック IP が変わらないため、ダウンタイムなしをこちらの仮定とします。',
  'plan.tierChange.units':
    '{from} から {to} へ: 同じレベルでユニットを増やすだけで、ダウンタイムはありません。',
  'plan.tierChange.premiumP2':
    'Premium_P2 のスケール操作は小さいレベルより時間がかかります (ベンダーは数値を示していません)。',
  'plan.tierChange.alternative.singleRegion':
    '1 リージョンだけなら使うインスタンスにレプリカを追加する場合。{change}',
  'plan.tierChange.alternative.optimistic': '範囲の下端に移る場合。{change}',
  'plan.tierChange.alternative.conservative': '範囲の上端に移る場合。{change}',
  'plan.tierChange.alternative.severalInstances': '複数のインスタンスに移る場合。{change}',
  'plan.tierChange.page.signalr': 'How to scale an Azure SignalR Service instance?',
  'plan.tierChange.page.webPubSub': 'How to scale an Azure Web PubSub Service instance?',
  'plan.timeline.total': '今後 12 か月: {cost}。',
  'plan.timeline.totalNoFit': '収まるレベルがない月があるため、12 か月の合計は出せません。',
  'plan.timeline.csv': 'タイムラインをダウンロード (CSV)',
  // calibration, levers, measured
  'field.named': '{field}: {message}',
  'calibration.factor': '{limit} ×{factor}',
  'calibration.connections': '接続数',
  'calibration.inbound': '受信',
  'calibration.outbound': '送信',
  'calibration.messages': 'メッセージ',
  'recommendation.calibrated': '測定値で補正済み: 予測した負荷に {factors} を掛けています。',
  'levers.heading': '請求額を下げる方法',
  'levers.intro':
    '各節約額は、現在の答えの月額コストから変更後の月額コストを引いたもので、どちらもエンジンが計算します。適用して試し、元に戻すで取り消せます。',
  'levers.none': 'このシナリオの月額コストを下げられる変更はありません。',
  'levers.noFit': 'このシナリオに合うレベルがまだないため、下げるコストがありません。',
  'levers.chunkBoundary.title': '{bytes} バイト以下',
  'levers.chunkBoundary.cost':
    '各メッセージを {over} バイト削ります (短いプロパティ名、少ないフィールド)。2 KB 単位で課金されるため、2 通ではなく 1 通と数えられます。遅延や機能の犠牲はありません。',
  'levers.batching.title': '{count} 件のメッセージを 1 件にまとめる',
  'levers.batching.cost':
    'メッセージはまとめて送られるまで最大 {delay} 待ちます。まとめたメッセージも 2 KB の 1 単位に収まります。',
  'levers.groups.title': '{count} 回の接続への送信の代わりに {count} 人のグループへ送信',
  'levers.groups.cost':
    '同じメッセージが複数の接続に届く場合に限ります。アプリ サーバーはグループのメンバーを最新に保つ必要があります。',
  'levers.rest.broadcast.title': 'サーバーから REST API でブロードキャスト',
  'levers.rest.connection.title': 'サーバーから REST API でユーザーに送信',
  'levers.rest.cost':
    'メッセージはクライアントではなくサーバーから送る必要があります。送信ごとに HTTP 呼び出しとなり、ハブ呼び出しより遅くなります。アプリ サーバーへの課金される区間はなくなります。',
  'levers.compactPayload.title': 'コンパクトなペイロード: 各メッセージの {share}',
  'levers.compactPayload.cost':
    'JSON の代わりに MessagePack、またはスナップショット全体の代わりに差分を使うと、各メッセージが {share} になると仮定しています ({from} B → {to} B。割合は下で設定)。クライアントとサーバーの両方が対応している必要があります。',
  'levers.compactPayload.ratio': 'コンパクトな形式で残るサイズの割合',
  'levers.compactPayload.ratio.hint':
    '設定しない限り当方の仮定です: {share}。msgpack.org 自身の例で、JSON の 27 バイトが MessagePack では 18 バイトになることによります。スナップショット全体の代わりに差分を送ると、はるかに小さくなることがよくあります。実際のメッセージに合わせて設定してください。',
  'levers.compactPayload.ratio.reset': '当方の仮定 ({share}) に戻す',
  'levers.longerInterval.title': '{interval} ごとにブロードキャスト',
  'levers.longerInterval.cost':
    'クライアントには各更新が最大 {delay} 遅れて届き、更新回数は半分になります。',
  'levers.fewerReplicas.title': { other: 'レプリカを 1 つ減らして {count} 個に' },
  'levers.fewerReplicas.none.title': 'レプリカなし: プライマリ リージョンのみ',
  'levers.fewerReplicas.cost':
    '残るリージョンから遠いクライアントは各メッセージを長く待つことになり、リージョンの障害時にはそのクライアントがより遠くへ移ります。',
  'levers.workload': 'ワークロード: {name}',
  'levers.saving': '月 {saving} の節約 ({before} → {after})',
  'levers.apply': '適用',
  'levers.applyLabel': '「{title}」を {name} に適用',
  'measured.heading': '測定値',
  'measured.status.empty': '未入力',
  'measured.status.entered': { other: '{count} 件のメトリックを入力済み' },
  'measured.status.calibrated': '補正を適用中',
  'measured.intro':
    'ピーク時にインスタンスについて Azure Monitor (メトリック) が表示する値を、ポータルの表示どおりに入力してください。上のシナリオに対するエンジンの予測と比較し、測定した比率でサイズを決められます。',
  'measured.sku': 'SKU',
  'measured.sku.none': '未入力',
  'measured.units': 'ユニット',
  'measured.connectionCount': '接続数 (Connection Count、最大)',
  'measured.connectionCount.hint': 'ポータルの数え方どおり、クライアントとサーバー接続の合計です。',
  'measured.messageCountPerDay': 'メッセージ数 (Message Count、1 日の合計)',
  'measured.messageCountPerDay.hint': '課金と同じく 2 KB 単位で数えます。',
  'measured.inboundTrafficBytes': '受信トラフィック (Inbound Traffic、合計)',
  'measured.outboundTrafficBytes': '送信トラフィック (Outbound Traffic、合計)',
  'measured.traffic.hint':
    'グラフに表示される時間の粒度あたりのバイト数: 12 GB、350 MB、3500000000 など。',
  'measured.trafficGrain': 'トラフィック合計の時間の粒度',
  'measured.grain.60': '1 分',
  'measured.grain.300': '5 分',
  'measured.grain.900': '15 分',
  'measured.grain.1800': '30 分',
  'measured.grain.3600': '1 時間',
  'measured.grain.21600': '6 時間',
  'measured.grain.43200': '12 時間',
  'measured.grain.86400': '1 日',
  'measured.serverLoadPercent': 'サーバー負荷 (Server Load、最大)',
  'measured.unit.bytes': 'B',
  'measured.unit.count': '件',
  'measured.unit.messages': '件',
  'measured.unit.percent': '%',
  'measured.unit.units': 'ユニット',
  'measured.table.caption': '測定値と予測値',
  'measured.table.metric': 'メトリック',
  'measured.table.measured': '測定値',
  'measured.table.predicted': 'エンジンの予測',
  'measured.table.ratio': '比率',
  'measured.table.none': '–',
  'measured.serverLoad.noTier': 'サーバー負荷を比較するには SKU とユニット数を入力してください。',
  'measured.apply': '測定した比率でサイズを決める',
  'measured.remove': '補正をやめる',
  'measured.clear': '測定値を消去',
  'measured.applied': '補正に使用中: {factors}',
  'measured.nothingToApply':
    '補正するには、接続数、メッセージ数、またはトラフィック合計を入力してください。',
  'measured.typed.heading': 'またはピーク時にポータルが表示する値を入力',
  'measured.file.heading': 'Azure が記録したメトリックを読み込む',
  'measured.file.intro':
    'Azure Monitor がインスタンスについて記録した値を、1 日以上にわたり 1 時間に 1 つずつ読み込みます。az monitor metrics list の JSON、またはポータルのメトリック グラフがダウンロードする CSV です (グラフごとに 1 ファイル、複数をまとめて読めます)。1 日のプロファイル、各メトリックのピーク、予測との比率を読み取ります。ファイルはこのブラウザー内で読まれ、どこにも送られません。',
  'measured.file.choose': 'メトリック ファイルを読み込む…',
  'measured.file.input': 'メトリック ファイル (JSON または CSV)',
  'measured.file.offset': '1 日の時刻の基準',
  'measured.file.offset.utc': 'UTC (Azure Monitor の記録どおり)',
  'measured.file.offset.value': 'UTC{offset}',
  'measured.file.offset.hint':
    'タイム ゾーン付きで書かれた時刻 (JSON の時刻) に適用されます。タイム ゾーンのない時刻 (ポータルの CSV) は書かれたとおりに読みます。',
  'measured.file.reading': '{file} を読み込み中…',
  'measured.file.summary': {
    other: '{file}: {metrics}、1 時間に 1 つの値、{start} から {end} までの {count} 時間。',
  },
  'measured.file.zoneless': '時刻にタイム ゾーンがないため、書かれたとおりに読みます。',
  'measured.file.otherService':
    'これらのメトリックは {fileService} のものです。シナリオは {scenarioService} のサイズを決めています。',
  'measured.file.profile':
    '得られる 1 日: ピークは {peakHour}、最も静かな時間帯 {quietHour} はその {quietLevel}。',
  'measured.file.profile.none':
    '1 日のプロファイルはありません。接続数、メッセージ数、またはトラフィックの合計が必要です。サイズ変更では 1 日はそのままです。',
  'measured.file.quota':
    '接続のピーク時、{connections} 接続は接続クォータの {percent} でした。クォータは約 {quota} 接続です。',
  'measured.file.factors.caption': 'ファイルのピークと予測',
  'measured.file.peak': '{time} に {value}',
  'measured.file.resize': 'これらのメトリックからプランのサイズを変更',
  'measured.file.resize.hint':
    '元に戻すで取り消せる 1 ステップです。ピークが上で入力したメトリックを置き換え (SKU とユニットはそのまま)、その比率が補正に、1 日が負荷プロファイルになります。置き換えた内容は別に保管もされます。',
  'measured.file.resized': '{file} からサイズを変更しました。',
  'measured.file.already':
    'シナリオにはすでにこれらのメトリックの結果が入っています。変更はありません。',
  'measured.file.undo': 'サイズ変更を元に戻す',
  'measured.file.undone': 'サイズ変更を元に戻しました。シナリオは元どおりです。',
  'measured.file.chart.summary': '測定値と計画値 (1 時間ごと)',
  'measured.file.chart.metric': '表示するメトリック',
  'measured.file.chart.label': '{metric}: 測定値と計画値、時刻別',
  'measured.file.chart.measured': '測定値 (最も多い日)',
  'measured.file.chart.planned': '計画値',
  'measured.file.chart.legend': 'グラフの線',
  'measured.file.chart.caption': '{metric} (1 時間ごと)',
  'measured.file.chart.table': '表で表示',
  'measured.file.chart.hour': '時刻',
  'measured.file.chart.noPlan':
    'シナリオに合うものがないため、接続クォータ使用率やサーバー負荷を読み取るデプロイがありません。',
  'measured.file.metric.connectionCount': '接続数 (Connection Count、最大)',
  'measured.file.metric.connectionQuotaUtilization':
    '接続クォータ使用率 (Connection Quota Utilization、最大)',
  'measured.file.metric.messageCount': 'メッセージ数 (Message Count、1 時間の合計)',
  'measured.file.metric.inboundTraffic': '受信トラフィック (Inbound Traffic、1 時間の合計)',
  'measured.file.metric.outboundTraffic': '送信トラフィック (Outbound Traffic、1 時間の合計)',
  'measured.file.metric.serverLoad': 'サーバー負荷 (Server Load、最大)',
  'measured.file.error.lead': '{file} のメトリックは使用できませんでした。',
  'measured.file.error.kept': '何も変わっていません。シナリオと入力内容は元のままです。',
  'measured.file.error.more': { other: '…ほかに {count} 件の問題があります。' },
  'measured.file.where.series': '系列「{name}」',
  'measured.file.where.line': '{line} 行目',
  'measured.file.where.column': '{line} 行目、列「{name}」',
  'measured.file.where.file': '{file}: {problem}',
  'measured.file.problem.empty': 'ファイルが空です。',
  'measured.file.problem.unreadable': '読み込めませんでした: {reason}',
  'measured.file.problem.notText':
    'このファイルは {encoding} のテキストではありません。文字にならないバイトがあります。Azure はメトリックを UTF-8 で書き出します。az monitor metrics list またはポータルのグラフが書き出したファイルをそのまま保存するか、UTF-8 で保存して、もう一度お試しください。',
  'measured.file.problem.tooLarge':
    'ファイルは {size} です。メトリック ファイルは {max} までです (6 つのメトリックの 1 か月分は約 1 MB)。',
  'measured.file.problem.syntax':
    'JSON のように始まっていますが JSON ではありません: {line} 行目の {column} 文字目から JSON として読めません。',
  'measured.file.problem.shape':
    'JSON ですが、az monitor metrics list が書く形式ではありません。「{path}」がないか、Azure が書く内容ではありません。',
  'measured.file.problem.noHeader':
    '時刻の列があり、その後に時刻が続く見出し行がありません。このページはポータルのメトリック グラフがダウンロードする CSV (Time 列、続いてメトリックごとに 1 列) を読みます。',
  'measured.file.problem.otherMetric':
    '{where}: このページが読むメトリックではありません ({known})。',
  'measured.file.problem.noMetric':
    'このページが読むメトリック ({known}) が 1 つも含まれていません。',
  'measured.file.problem.duplicate':
    '{where}: このメトリックは別の系列からすでに読み込まれています。',
  'measured.file.problem.unit':
    '{where}: 単位が {found} ですが、Azure Monitor はこれを {expected} で測定します。',
  'measured.file.problem.aggregation':
    '{where}: このページはその{expected} (--aggregation {expectedCli}) を読みますが、ファイルに含まれていません。',
  'measured.file.problem.aggregation.found':
    '{where}: {found}が含まれていますが、このページは{expected} (--aggregation {expectedCli}) を読みます。',
  'measured.file.problem.split':
    '{where}: ディメンションで {count} 系列に分割されています。リソース全体の値になるよう、--dimension や --filter を付けずに取得してください。',
  'measured.file.problem.interval':
    '間隔は {interval} ({duration}) です。このページは 1 時間に 1 つの値を読みます (--interval PT1H、またはポータルで時間の粒度を 1 時間)。',
  'measured.file.problem.interval.step':
    '{where}: {time} は前の値の {duration} 後です。このページは 1 時間に 1 つの値を読みます (--interval PT1H、またはポータルで時間の粒度を 1 時間)。',
  'measured.file.problem.gap': '{where}: {time} の値がありません。',
  'measured.file.problem.gap.more': {
    other: '{where}: {time} の値がなく、ほかに {count} 時間分もありません。',
  },
  'measured.file.problem.short': {
    other:
      '{count} 時間分しかありません。このページには 1 日以上 (24 時間以上)、1 時間に 1 つの値が必要です。',
  },
  'measured.file.problem.time': '{where}: 「{text}」はこのページが読める時刻ではありません。',
  'measured.file.problem.number': '{where}: 「{text}」は 0 以上の数値ではありません。',
  'measured.file.problem.beyond':
    '{where}: ピーク {value} はこのページで扱える上限 ({max}) を超えています。',
  'measured.file.aggregation.maximum': '最大値',
  'measured.file.aggregation.total': '合計',
  'measured.file.aggregation.average': '平均',
  'measured.file.aggregation.minimum': '最小値',
  'measured.file.aggregation.count': 'カウント',
  'levers.instance.title': '現在の {instance} の代わりに {recommended} を使う',
  'levers.instance.premium':
    'Standard には、Premium にある自動スケーリング、可用性ゾーン、geo レプリケーションがありません。レベルは Azure portal で変更してください。シナリオはすでに推奨レベルでサイズを決めています。',
  'levers.instance.same':
    '今日のピークに対する余裕は現在のインスタンスより小さくなります。レベルは Azure portal で変更してください。シナリオはすでに推奨レベルでサイズを決めています。',
};

/** Keys whose text is the same as English on purpose: proper nouns, product and SKU names, units, symbols. */
export const sameAsEnglish: readonly MessageKey[] = [
  // Placeholders and symbols only: the same in every language.
  'measured.file.offset.value',
  'measured.file.where.file',
  'plan.failover.clients',
  'plan.tierChange.page.signalr',
  'plan.tierChange.page.webPubSub',
  // Placeholders only: the same order reads in every language.
  'cli.diff.change',
  'prices.basis.short.priceList',
  'working.chunks.bytes',
  // The services' own names, as Microsoft writes them in every language.
  'service.signalr',
  'service.webPubSub',
  // The vendor's Japanese and Korean pages keep the heading "REST API" (they print "Rest API").
  'guideData.heading.rest-api',
  // Product names, as their makers write them.
  'deploy.format.bicep',
  'deploy.format.terraform',
  'deploy.format.cli',
  'sku.Free',
  'sku.Standard_S1',
  'sku.Premium_P1',
  'sku.Premium_P2',
  'tier.label',
  'composer.transport.webSockets',
  'composer.transport.serverSentEvents',
  'composer.transport.longPolling',
  'embed.dialog.unit.px',
  'embed.dialog.html',
  'exportImport.error.issue',
  'exportImport.csv.sku',
  'exportImport.md.fact',
  'exportImport.md.growth',
  'growth.tick',
  'growth.steps.step',
  'guideTables.provenance',
  'guideTables.bandwidth.Bps',
  'guideTables.bandwidth.KBps',
  'guideTables.bandwidth.MBps',
  'headroom.caption.range',
  'headroom.axis.clipped',
  'headroom.tick.Free',
  'headroom.tick.Standard_S1',
  'headroom.tick.Premium_P1',
  'headroom.tick.Premium_P2',
  'headroom.summary.item',
  'headroom.table.notApplicable',
  'library.numberedName',
  'library.compare.columnA',
  'library.compare.columnB',
  'library.compare.none',
  'settings.unit.percent',
  'settings.framework.aspnetcore',
  'settings.framework.aspnet',
  'totals.noCost',
  'working.summary',
  'working.framework.aspnetcore',
  'working.framework.aspnet',
  'reverse.filled.connections',
  'reverse.filled.messageBytes',
  'reverse.filled.sendIntervalSeconds',
  'field.named',
  'calibration.factor',
  'measured.sku',
  'measured.unit.bytes',
  'measured.unit.percent',
  'measured.table.none',
];
