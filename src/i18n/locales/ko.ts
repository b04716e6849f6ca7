import type { Catalog, MessageKey } from '../catalog';

/**
 * Korean catalog. Terms follow the guide's own Korean translation (file ../shared/seeds/004_d21b84c56edb3eee.txt,
 * "Azure SignalR Service에 대한 성능 가이드", 2019): 인바운드/아웃바운드, 대역폭, 계층, 에코, 브로드캐스트,
 * 그룹으로 보내기, 작은 그룹/큰 그룹, 연결로 보내기, 앱 서버, 서버 연결, 기본 모드, 서버리스 모드, 라우팅 비용…
 * The seed is a machine translation: its spacing slips ("아웃 바운드", "대 한") and its mistranslation of the echo
 * table header ("울림") are not copied; "Unit1…Unit100" is written 유닛.
 */
export const catalog: Catalog = {
  // common
  'pattern.echo': '에코',
  'pattern.broadcast': '브로드캐스트',
  'pattern.group': '그룹으로 보내기',
  'pattern.connection': '연결로 보내기',
  'pattern.restBroadcast': 'REST 브로드캐스트',
  'pattern.restUser': 'REST 사용자에게 보내기',
  'pattern.echo.hint': '각 클라이언트가 보낸 메시지가 자신에게만 돌아옵니다.',
  'pattern.broadcast.hint': '소수의 발신자가 워크로드의 모든 연결에 메시지를 보냅니다.',
  'pattern.group.hint': '각 메시지가 한 그룹의 구성원에게 전달됩니다.',
  'pattern.connection.hint': '각 메시지가 다른 연결 하나로 전달됩니다(피어 투 피어 채팅).',
  'pattern.restBroadcast.hint': '서버 쪽 호출자가 REST API로 브로드캐스트합니다(서버리스).',
  'pattern.restUser.hint': '서버 쪽 호출자가 REST API로 사용자 한 명에게 보냅니다(서버리스).',
  'pattern.echo.hint.webPubSub':
    '각 클라이언트 이벤트는 업스트림(이벤트 처리기)으로 가고, 그 HTTP 응답은 보낸 클라이언트에게만 돌아옵니다.',
  'pattern.group.hint.webPubSub':
    '클라이언트가 Web PubSub 하위 프로토콜로 그룹에 게시하며, 각 메시지는 서버 없이 구성원에게 전달됩니다.',
  'pattern.restBroadcast.hint.webPubSub': '서버 쪽 호출자가 REST API를 통해 브로드캐스트합니다.',
  'pattern.restUser.hint.webPubSub': '서버 쪽 호출자가 REST API를 통해 사용자 한 명에게 보냅니다.',
  'limit.connections': '연결',
  'limit.inboundBandwidth': '인바운드 대역폭',
  'limit.outboundBandwidth': '아웃바운드 대역폭',
  'limit.routing': '라우팅',
  'limit.dailyMessages': '일일 메시지',
  'sku.Free': 'Free',
  'sku.Standard_S1': 'Standard_S1',
  'sku.Premium_P1': 'Premium_P1',
  'sku.Premium_P2': 'Premium_P2',
  'tier.label': '{sku} × {units}',
  'edition.2019': '2019년 가이드',
  'edition.current': '현재 가이드',
  'edition.2021': '2021년 가이드',
  'service.signalr': 'Azure SignalR Service',
  'service.webPubSub': 'Azure Web PubSub',
  'unit.messagesPerSecond': '{value} 메시지/초',
  'unit.messagesPerDay': '{value} 메시지/일',
  'unit.perMonth': '월 {value}',
  'unit.units': { other: '{count}유닛' },
  'unit.connections': { other: '연결 {count}개' },
  'unit.appServers': { other: '앱 서버 {count}대' },

  // app
  'app.title': 'Azure SignalR Service 용량 산정',
  'app.title.webPubSub': 'Azure Web PubSub 용량 산정',
  'app.language': '언어',
  'app.theme': '테마',
  'app.theme.light': '밝게',
  'app.theme.dark': '어둡게',
  'app.theme.system': '시스템 설정',
  'app.tagline':
    '워크로드를 구성하면 필요한 계층, 앱 서버, 비용을 공급업체의 성능 가이드에 따라 실시간으로 계산해 보여 줍니다.',
  'app.tagline.webPubSub':
    '워크로드를 구성하면 필요한 계층, 업스트림이 응답할 요청 수, 비용을 공급업체의 성능 가이드에 따라 실시간으로 계산해 보여 줍니다.',
  'app.loadingChart': '차트를 불러오는 중…',
  'app.loading': '불러오는 중…',
  'app.error.title': '이 패널을 그리는 중 문제가 발생했습니다',
  'app.error.body': '시나리오는 안전합니다. 페이지를 새로 고쳐 다시 시도하세요.',

  // components
  'field.range': '{min}부터 {max}까지의 숫자를 입력하세요.',
  'field.rangeOrZero': '0 또는 {smallest}부터 {max}까지의 숫자를 입력하세요.',
  'field.rejectedOrZero':
    '“{typed}”은(는) 사용되지 않았습니다. 0 또는 {smallest}부터 {max}까지의 숫자를 입력하세요.',
  'field.rejected': '“{typed}”은(는) 사용되지 않았습니다. {min}부터 {max}까지의 숫자를 입력하세요.',
  'field.rounded': '“{typed}”은(는) {value}(으)로 사용됩니다. 이 필드는 정수만 사용합니다.',
  'field.storedAs':
    '“{typed}”은(는) {value}(으)로 사용됩니다. 0과 구별할 수 없을 만큼 작은 수입니다.',
  'field.ambiguous':
    '“{mark}”은(는) 언어에 따라 천 단위 구분 기호도 되고 소수점도 됩니다. {grouped} 또는 {decimal}(으)로 입력하세요.',
  'field.rejectedAmbiguous':
    '“{typed}”은(는) 사용되지 않았습니다. “{mark}”은(는) 언어에 따라 천 단위 구분 기호도 되고 소수점도 됩니다. {grouped} 또는 {decimal}(으)로 입력하세요.',
  'field.readAsDecimal':
    '“{typed}”을(를) {number}(으)로 읽었습니다. 이 페이지에서 “{mark}”은(는) 소수점입니다.',
  'field.readAsGroup':
    '“{typed}”을(를) {number}(으)로 읽었습니다. 이 페이지에서 “{mark}”은(는) 천 단위 구분 기호입니다.',
  'field.readAsForeign':
    '“{typed}”을(를) {number}(으)로 읽었습니다. “{mark}”을(를) 소수점으로 보았습니다.',

  // composer
  'composer.heading': '워크로드',
  'composer.intro':
    '워크로드 하나는 앱이 SignalR을 사용하는 한 가지 방식입니다. 가이드가 혼합 사용 사례에서 하듯이, 합계는 모든 워크로드를 더한 값입니다.',
  'composer.intro.webPubSub':
    '워크로드 하나는 앱이 Web PubSub을 사용하는 한 가지 방식입니다. 가이드가 혼합 사용 사례에서 하듯이, 합계는 모든 워크로드를 더한 값입니다.',
  'composer.sizeUnits':
    '이 페이지의 크기와 대역폭은 가이드처럼 1KB를 {bytes}B로, 1MB를 {bytes}KB로 셉니다. 입력하는 값(“20 KB”, “1.5 MB”)과 페이지에 표시되는 값 모두에 적용됩니다.',
  'composer.count': { other: '워크로드 {count}개' },
  'composer.add': '워크로드 추가',
  'composer.cap':
    '워크로드는 최대 {max}개까지 구성할 수 있습니다. 다른 워크로드를 추가하려면 하나를 제거하세요.',
  'composer.empty': '아직 워크로드가 없습니다. 용량 산정을 시작하려면 하나를 추가하세요.',
  'composer.card': '워크로드 {position}: {name}',
  'composer.unnamed': '워크로드 {position}',
  'composer.copyName': '{name}(사본)',
  'composer.name': '이름',
  'composer.pattern': '패턴',
  'composer.connections': '연결',
  'composer.senders': '발신자',
  'composer.senders.hint': '연결 중 메시지를 보내는 연결의 수입니다.',
  'composer.usedAs': '{value}(으)로 사용됩니다. 연결 수가 상한입니다.',
  'composer.restCallers': 'REST 호출자',
  'composer.restCallers.hint':
    'REST API를 호출하는 서버 쪽 호출자입니다. 클라이언트 연결을 유지하지 않습니다.',
  'composer.messageBytes': '메시지 크기',
  'composer.sendInterval': '전송 간격',
  'composer.sendInterval.hint': '각 발신자는 간격마다 메시지를 하나씩 보냅니다.',
  'composer.rate': '발신자당 초당 메시지 수',
  'composer.rate.rest': 'REST 호출자당 초당 메시지 수',
  'composer.rateToggle': '초당 메시지 수로 입력',
  'composer.groupSize': '그룹 크기',
  'composer.groupSize.hint':
    '각 메시지가 도달하는 구성원 수입니다. 가이드의 작은 그룹은 구성원이 10명입니다.',
  'composer.advanced': '고급',
  'composer.growth': '사용자가 늘어날 때',
  'composer.growth.connectionsAndSenders': '연결과 발신자가 함께 증가',
  'composer.growth.connectionsOnly': '연결만 증가, 발신자는 그대로',
  'composer.growth.hint':
    '사용자가 늘어날 때 무엇이 늘어나는지 정합니다. 성장 여유와 성장 여유 차트에 사용됩니다. 이 패턴의 기본값: {byPattern}.',
  'composer.transport': '전송 유형',
  'composer.transport.hint':
    '가이드는 WebSocket만 벤치마크했습니다. 다른 전송 유형은 더 많은 용량이 필요할 수 있습니다.',
  'composer.transport.webPubSub':
    'Web PubSub 클라이언트는 가이드가 측정한 대로 WebSocket으로 연결합니다.',
  'composer.transport.webSockets': 'WebSocket',
  'composer.transport.serverSentEvents': '서버에서 보낸 이벤트',
  'composer.transport.longPolling': '긴 폴링',
  'composer.unit.connections': '연결',
  'composer.unit.senders': '발신자',
  'composer.unit.callers': '호출자',
  'composer.unit.members': '구성원',
  'composer.unit.bytes': 'B',
  'composer.unit.seconds': '초',
  'composer.unit.perSecond': '메시지/초',
  'composer.valuetext.senders': { other: '발신자 {count}명' },
  'composer.valuetext.callers': { other: 'REST 호출자 {count}명' },
  'composer.valuetext.members': { other: '구성원 {count}명' },
  'composer.valuetext.rate': '초당 메시지 {value}개',
  'composer.summary':
    '인바운드: {inbound} 메시지/초 · 아웃바운드: {outbound} 메시지/초 · 아웃바운드 대역폭: {bandwidth}',
  'composer.duplicate': '복제',
  'composer.duplicate.label': '{name} 복제',
  'composer.moveUp': '위로',
  'composer.moveUp.label': '{name} 위로 이동',
  'composer.moveDown': '아래로',
  'composer.moveDown.label': '{name} 아래로 이동',
  'composer.remove': '제거',
  'composer.remove.label': '{name} 제거',

  // embed
  'startup.title': '용량 산정 도구를 시작할 수 없습니다',
  'startup.noScript':
    '이 도구에는 JavaScript가 필요하지만 여기에서는 꺼져 있거나 허용되지 않습니다. 다른 페이지의 프레임 안이라면 그 페이지의 sandbox 속성에 allow-scripts가 있어야 합니다.',
  'startup.crossOrigin':
    '코드를 불러올 수 없습니다. 이 프레임의 sandbox에 allow-same-origin이 없어 브라우저가 도구의 파일을 다른 사이트의 요청으로 가져오는데, 도구를 호스팅하는 서버가 이를 허용하지 않습니다(Access-Control-Allow-Origin 헤더를 보내지 않음). [임베드] 대화 상자의 HTML처럼 프레임의 sandbox 속성에 allow-same-origin을 추가하거나, 그 서버가 Access-Control-Allow-Origin: *을 보내도록 하세요.',
  'startup.notLoaded':
    '코드를 불러올 수 없거나 오류로 중지되었습니다. 연결이 끊겼거나 네트워크 필터 또는 브라우저 확장 프로그램이 차단했을 수 있습니다. 다시 시도하려면 페이지를 새로 고치세요.',
  'startup.noFigures':
    '시작될 때까지 수치를 표시하지 않습니다. 표시하더라도 연 시나리오의 수치가 아니기 때문입니다.',
  'embed.title': '{name}: Azure SignalR Service 용량 산정',
  'embed.title.webPubSub': '{name}: Azure Web PubSub 용량 산정',
  'embed.untitled': '제목 없는 시나리오',
  'embed.warnings': {
    other: '가이드는 이 결과에 주의 사항 {count}개를 덧붙입니다. 용량 산정 도구를 열어 확인하세요.',
  },
  'embed.badLink.title': '이 임베드의 링크를 읽을 수 없습니다',
  'embed.badLink':
    '다른 시나리오의 수치를 대신 보여 주지 않도록 수치를 표시하지 않습니다. 링크를 공유한 사람에게 새 링크를 요청하세요.',
  'embed.controls': '다른 숫자로 해 보기',
  'embed.controls.hint':
    '변경 사항은 이 페이지에만 적용되며, 아무것도 저장하거나 전송하지 않습니다.',
  'embed.open': '용량 산정 도구에서 열기',
  'embed.open.newTab': '(새 탭에서 열림)',
  'embed.frameTitle': 'Azure SignalR 용량 산정: {name}',
  'embed.frameTitle.webPubSub': 'Azure Web PubSub 용량 산정: {name}',
  'embed.markdown.summary':
    '**{name}**: Azure SignalR Service 용량 산정 결과 권장 계층: {tier}, 월 비용: {cost}, 병목 한도: {limit}({percent}). [용량 산정 열기]({url})',
  'embed.markdown.summary.webPubSub':
    '**{name}**: Azure Web PubSub 용량 산정 결과 권장 계층: {tier}, 월 비용: {cost}, 병목 한도: {limit}({percent}). [용량 산정 열기]({url})',
  'embed.markdown.noFit':
    '**{name}**: 구성된 그대로의 이 시나리오에 맞는 Azure SignalR Service 계층이 하나도 없습니다. [용량 산정 열기]({url})',
  'embed.markdown.noFit.webPubSub':
    '**{name}**: 구성된 그대로의 이 시나리오에 맞는 Azure Web PubSub 계층이 하나도 없습니다. [용량 산정 열기]({url})',
  'embed.markdown.empty': '**{name}**: 아직 워크로드가 없습니다. [용량 산정 열기]({url})',
  'embed.dialog.open': '임베드',
  'embed.dialog.title': '이 시나리오 임베드',
  'embed.dialog.intro':
    'HTML은 iframe을 허용하는 페이지에, Markdown 요약은 Confluence, SharePoint, 위키 또는 README에 붙여 넣으세요. 시나리오는 링크 안에 담겨 전달되며, 아무것도 업로드되지 않습니다.',
  'embed.dialog.hosting':
    '이 프레임은 특별한 헤더를 보내지 않는 서버(GitHub Pages, Azure Static Web Apps, 설치한 그대로의 nginx)에서 iframe을 허용하는 모든 페이지에 쓸 수 있습니다. sandbox 속성은 그대로 두세요. allow-scripts로 도구가 실행되고, allow-same-origin으로 자신의 서버에서 자신의 파일을 불러옵니다. 임베드된 도구는 저장소를 읽거나 쓰지 않으며, 페이지가 도구와 같은 주소에서 제공될 때만 페이지에 접근할 수 있습니다. 페이지가 둘 중 하나를 없애면 프레임은 수치 대신 무엇이 빠졌는지 알려 줍니다.',
  'embed.dialog.mode': '독자가 할 수 있는 작업',
  'embed.dialog.mode.readonly': '결과만 읽기',
  'embed.dialog.mode.interactive': '다른 숫자로 해 보기',
  'embed.dialog.mode.interactive.hint':
    '사용률 목표와 각 워크로드의 연결 및 전송 간격을 조정하는 슬라이더입니다. 변경 사항은 저장되지 않습니다.',
  'embed.dialog.theme': '테마',
  'embed.dialog.theme.auto': '독자의 시스템 설정 따르기',
  'embed.dialog.theme.light': '밝게',
  'embed.dialog.theme.dark': '어둡게',
  'embed.dialog.height': '프레임 높이',
  'embed.dialog.height.hint':
    '시작 높이입니다. 프레임의 높이 메시지를 수신하는 페이지(README 참조)에서는 프레임이 내용에 맞게 조정됩니다.',
  'embed.dialog.unit.px': 'px',
  'embed.dialog.html': 'HTML (iframe)',
  'embed.dialog.markdown': 'Markdown 요약',
  'embed.dialog.copyHtml': 'HTML 복사',
  'embed.dialog.copyMarkdown': 'Markdown 복사',
  'embed.dialog.copied': '클립보드에 복사했습니다.',
  'embed.dialog.copyFailed':
    '이 브라우저에서 복사가 차단되었습니다. 텍스트가 선택되어 있으니 Ctrl+C를 눌러 복사하세요.',
  'embed.dialog.close': '닫기',

  // exportImport
  'exportImport.heading': '내보내기 및 가져오기',
  'exportImport.hint':
    '시나리오를 파일로 저장해 나중에 다시 열거나, 숫자를 스프레드시트나 문서로 가져가거나, 한 페이지 보고서를 인쇄하세요.',
  'exportImport.file.heading': '시나리오 파일',
  'exportImport.download': '시나리오 다운로드',
  'exportImport.importFile': '파일에서 가져오기…',
  'exportImport.fileInput': '가져올 시나리오 파일',
  'exportImport.paste.summary': '시나리오 붙여 넣기',
  'exportImport.paste.label': '시나리오 JSON',
  'exportImport.paste.hint':
    '다운로드한 시나리오 파일과 같은 형식(scenario.schema.json에 게시된 버전 {version})입니다. 버전 1 파일도 열 수 있습니다.',
  'exportImport.paste.import': '가져오기',
  'exportImport.imported': {
    other: '워크로드 {count}개가 있는 “{name}” 시나리오를 가져왔습니다.',
  },
  'exportImport.imported.unnamed': {
    other: '워크로드 {count}개가 있는 시나리오를 가져왔습니다.',
  },
  'exportImport.undo': '가져오기 취소',
  'exportImport.undone': '가져오기를 취소했습니다. 이전 시나리오가 복원되었습니다.',
  'exportImport.error.heading': '아무것도 가져오지 않았습니다. 시나리오는 변경되지 않았습니다.',
  'exportImport.error.tooLarge': '크기가 {size}입니다. 시나리오 파일은 최대 {max}입니다.',
  'exportImport.error.tooLargeUnread': '크기가 {max}를 넘습니다. 시나리오 파일은 최대 {max}입니다.',
  'exportImport.error.empty': '가져올 내용이 없습니다. 텍스트가 비어 있습니다.',
  'exportImport.error.unreadable': '파일을 읽을 수 없습니다.',
  'exportImport.error.notText':
    '이 파일은 {encoding} 텍스트가 아닙니다. 문자가 아닌 바이트가 있습니다. UTF-8로 저장한 뒤 다시 가져오세요.',
  'exportImport.error.syntax':
    'JSON이 아닙니다: {line}행 {column}열부터 JSON으로 읽을 수 없습니다.',
  'exportImport.error.notObject':
    '이 JSON은 시나리오가 아닙니다. 시나리오는 {"version": 2, "workloads": []} 형태의 객체입니다.',
  'exportImport.error.newerVersion':
    '이 시나리오의 형식 버전은 {version}입니다. 이 페이지는 버전 1과 {current}만 읽을 수 있습니다.',
  'exportImport.error.invalid': {
    other: '유효한 시나리오가 아닙니다. 필드 {count}개를 고쳐야 합니다:',
  },
  'exportImport.error.issue': '{path}: {message}',
  'exportImport.error.more': { other: '…외 {count}개.' },
  'exportImport.results.heading': '결과',
  'exportImport.csv': '계층 다운로드(CSV)',
  'exportImport.markdown': '보고서 다운로드(Markdown)',
  'exportImport.copy': '보고서 복사',
  'exportImport.copied': '보고서를 클립보드에 복사했습니다.',
  'exportImport.copyDenied':
    '브라우저가 복사를 허용하지 않았습니다. 대신 “보고서 다운로드(Markdown)” 버튼을 사용하세요.',
  'exportImport.print': '보고서 인쇄',
  'exportImport.saved': '{fileName} 파일을 저장했습니다.',
  'exportImport.chart.headroom': '여유 용량 차트 내보내기',
  'exportImport.chart.growth': '성장 여유 차트 내보내기',
  'exportImport.chart.hourlyUnits': '시간별 단위 수 차트 내보내기',
  'exportImport.chart.timeline': '향후 1년 차트 내보내기',
  'exportImport.chart.svg': 'SVG 다운로드',
  'exportImport.chart.png': 'PNG 다운로드',
  'exportImport.chart.failed': '차트를 내보낼 수 없습니다.',
  'exportImport.csv.scenario': '시나리오',
  'exportImport.csv.sku': 'SKU',
  'exportImport.csv.units': '유닛',
  'exportImport.csv.recommended': '권장',
  'exportImport.csv.fits': '적합',
  'exportImport.csv.withinCapacity': '용량 이내',
  'exportImport.csv.interpolated': '보간됨',
  'exportImport.csv.binding': '병목 한도',
  'exportImport.csv.utilization': '{limit} 사용률(비율)',
  'exportImport.csv.growthHeadroom': '성장 여유(배수)',
  'exportImport.csv.serverConnections': '서버 연결',
  'exportImport.csv.fitsOptimistic': '적합(가장 유리한 해석)',
  'exportImport.csv.fitsConservative': '적합(가장 불리한 해석)',
  'exportImport.csv.planFigure': '계획',
  'exportImport.csv.value': '값',
  'exportImport.csv.twelveMonthCost': '향후 12개월 비용',
  'exportImport.csv.yes': '예',
  'exportImport.csv.no': '아니요',
  'exportImport.md.untitled': 'Azure SignalR Service 용량 산정',
  'exportImport.md.untitled.webPubSub': 'Azure Web PubSub 용량 산정',
  'exportImport.md.lead':
    'Azure SignalR Service 용량 산정: {edition} 표 기준, 사용률 목표 {target}, 연결 사용률 목표 {connectionTarget}, 가이드 해석 “{reading}”.',
  'exportImport.md.lead.webPubSub':
    'Azure Web PubSub 용량 산정: {edition} 표 기준, 사용률 목표 {target}, 연결 사용률 목표 {connectionTarget}, 가이드 해석 “{reading}”.',
  'exportImport.md.range': '범위',
  'exportImport.md.fact': '{label}: {value}',
  'exportImport.md.workloads': '워크로드',
  'exportImport.md.noWorkloads': '워크로드가 없습니다.',
  'exportImport.setAndUsed': '{set}({used}(으)로 사용)',
  'exportImport.md.tiers': '계층',
  'exportImport.md.tiers.lead':
    'Free, Standard_S1 × 1, 첫 번째 Premium_P2 계층, SKU마다 가장 저렴한 적합 계층, 그리고 권장 계층 전후의 계층입니다.',
  'exportImport.md.tiers.lead.noP2':
    'Free, Standard_S1 × 1, SKU마다 가장 저렴한 적합 계층, 그리고 권장 계층 전후의 계층입니다(이 버전은 Premium_P2가 나오기 전에 작성되었습니다).',
  'exportImport.md.growth': '×{factor}',
  'exportImport.md.link': '용량 산정 대시보드에서 이 시나리오 열기',
  'exportImport.md.source': 'Microsoft의 Azure SignalR Service 성능 가이드로 계산했습니다.',
  'exportImport.md.source.webPubSub': 'Microsoft의 Azure Web PubSub 성능 가이드로 계산했습니다.',
  'exportImport.print.lead': '{edition} 표를 기준으로 사용률 목표 {target}에 맞춰 산정했습니다.',
  'exportImport.print.lead.webPubSub':
    'Azure Web PubSub: {edition} 표를 기준으로 사용률 목표 {target}에 맞춰 산정했습니다.',
  'exportImport.print.sizeUnits': '크기는 1KB를 {bytes}B로, 1MB를 {bytes}KB로 셉니다.',
  'exportImport.plan.region.primary': '기본',
  'exportImport.plan.region.replica': '복제본 {region}',
  'exportImport.plan.why': '이 구성인 이유',
  'exportImport.plan.service': '서비스',
  'exportImport.plan.why.replicasNeedPremium':
    '지역 복제본은 Premium에만 있으므로 모든 지역이 Premium으로 실행됩니다.',
  'exportImport.plan.why.autoscale':
    '하루 부하 프로필에 맞춰 Premium 자동 크기 조정이 하루 동안 단위 수를 바꿉니다 (지역마다 자체 규칙).',
  'exportImport.plan.why.severalInstances':
    '인스턴스 하나로는 부하를 감당할 수 없으므로 클라이언트를 같은 구성의 인스턴스에 분산합니다.',
  'exportImport.plan.why.severalInstancesCheaper':
    '여러 인스턴스가, 역시 맞는 더 큰 인스턴스 하나보다 저렴합니다.',
  'exportImport.plan.autoscale': '자동 크기 조정',
  'exportImport.plan.autoscale.value':
    '각 지역에서 인스턴스당 {minimum}~{maximum} 단위: 연결 할당량의 {out}을 넘으면 확장, {in} 아래로 내려가면 축소, 크기 조정 작업 사이 {minutes}분.',
  'exportImport.plan.autoscale.serverLoad':
    '두 번째 규칙이 서버 부하를 감시합니다 (확장 {out} 초과, 축소 {in} 미만): 이 계획은 처리량이 제약입니다.',
  'exportImport.plan.autoscale.example':
    '임계값은 공급업체의 예입니다. 시나리오에서 직접 정할 수 있습니다.',
  'exportImport.plan.end': {
    other: '{tier} × 인스턴스 {count}개, 월 {cost}',
  },
  'exportImport.plan.alternative': '다른 선택지',
  'exportImport.plan.monthly.value': '{total}: 단위 {units}, 포함량을 넘는 메시지 {messages}',
  'exportImport.plan.monthly.valueCrossRegion':
    '{total}: 단위 {units}, 포함량을 넘는 메시지 {messages}, 지역 간 데이터 전송 {cost}(월 {gigabytes}, GB당 {rate}, Azure 대역폭 가격, {date}년 기준)',
  'exportImport.plan.regionBill': '지역({region})',
  'exportImport.plan.regionBill.value': '{tier}, 클라이언트의 {share}, {cost}',
  'exportImport.plan.day.fixed': '하루, {tier}에서 최대치에 맞춰 고정',
  'exportImport.plan.day.autoscale': '하루, {sku}에서 자동 크기 조정 (하루 {unitDays} 단위-일)',
  'exportImport.plan.day.ideal': '하루, 시간대마다 필요한 Premium 단위만큼만 (하한)',
  'exportImport.plan.day.chosen': '(계획이 배포하는 것)',
  'exportImport.plan.day.noFit': '최대치를 감당하는 Premium 계층이 없습니다',
  'exportImport.plan.year': '앞으로 1년',
  'exportImport.plan.year.value': {
    other:
      '지금은 월 {now}. 매월 {growth}씩 성장하면 12개월째에는 {tier} × 인스턴스 {count}개로 월 {last}이 필요합니다. 앞으로 12개월 비용은 {total}입니다.',
  },
  'exportImport.plan.tierChange': '계층 변경',
  'exportImport.plan.year.noFit':
    '지금은 월 {now}. 앞으로 12개월 중 맞는 배포가 없는 달이 있어 12개월 합계가 없습니다.',
  'exportImport.csv.tierCost': '인스턴스 하나를 종일 최대치로 운영한 월 비용({currency})',
  'exportImport.csv.unitsPerInstance': '인스턴스당 단위',
  'exportImport.csv.instances': '인스턴스',
  'exportImport.csv.regions': '지역',
  'exportImport.csv.totalUnits': '전체 단위',
  'exportImport.csv.autoscaleMinimum': '자동 크기 조정 최소 단위',
  'exportImport.csv.autoscaleMaximum': '자동 크기 조정 최대 단위',
  'exportImport.csv.scaleOutAbove': '확장 임계값(연결 할당량 대비 비율)',
  'exportImport.csv.scaleInBelow': '축소 임계값(연결 할당량 대비 비율)',
  'exportImport.csv.coolDownMinutes': '크기 조정 작업 사이 시간(분)',
  'exportImport.csv.appServers': '앱 서버',
  'exportImport.csv.upstreamRequestsPerSecond': '초당 업스트림 요청 수',
  'exportImport.csv.unitsCost': '단위 월 비용',
  'exportImport.csv.messagesCost': '메시지 월 비용',
  'exportImport.csv.crossRegionCost': '지역 간 데이터 전송 월 비용',
  'exportImport.csv.crossRegionPerGb': '지역 간 데이터 전송 GB당 가격',
  'exportImport.csv.totalCost': '월 비용',
  'exportImport.csv.regionUnits': '인스턴스당 단위({region})',
  'exportImport.csv.regionCost': '월 비용({region})',
  'exportImport.csv.rangeOptimistic': '월 비용(가장 유리한 해석)',
  'exportImport.csv.rangeConservative': '월 비용(가장 불리한 해석)',
  'exportImport.csv.dayFixed': '월 비용(최대치에 맞춰 고정)',
  'exportImport.csv.dayAutoscale': '월 비용(자동 크기 조정)',
  'exportImport.csv.dayIdeal': '월 비용(이상적인 하한)',
  'exportImport.md.tiers.perInstance': {
    other: '각 행은 인스턴스 {count}개 중 하나이며 클라이언트의 분담분을 맡습니다.',
  },
  'exportImport.md.tierCost': '인스턴스 하나를 종일 최대치로',
  'exportImport.json': '계획 다운로드(JSON)',
  'exportImport.focus': '예측 다운로드(FOCUS CSV)',
  'exportImport.focus.failed':
    'FOCUS 파일을 만들 수 없습니다. 페이지를 새로 고친 뒤 다시 시도하세요.',
  'exportImport.focus.none': '이 시나리오에 맞는 배포가 없어 내보낼 예측이 없습니다.',
  'exportImport.print.plan': '계획: 배포할 것과 그 비용',
  'card.title': '{name}: Azure SignalR Service 크기 산정',
  'card.title.webPubSub': '{name}: Azure Web PubSub 크기 산정',
  'card.untitled': '이름 없는 시나리오',
  'card.empty': '아직 워크로드가 없습니다.',
  'card.noFit': '이 시나리오에 맞는 배포가 없습니다.',
  'card.chart': '여유: 각 계층의 인스턴스 하나가 각 한도를 얼마나 쓰는지',
  'card.deployed': '배포됨',
  'card.link': '실시간 시나리오 열기',
  'card.source':
    'Microsoft의 Azure SignalR Service 성능 가이드를 따릅니다. 가격은 {currency}, {year}년 기준 기본값이며 지역마다 다릅니다.',
  'card.source.webPubSub':
    'Microsoft의 Azure Web PubSub 성능 가이드를 따릅니다. 가격은 {currency}, {year}년 기준 기본값이며 지역마다 다릅니다.',
  'card.dialog.heading': '이미지 카드(SVG)',
  'card.dialog.hint':
    'iframe을 허용하지 않는 위키용: 답과 여유 차트를 이미지 하나로 만듭니다. 파일을 올린 다음 실시간 시나리오에 연결하세요 (아래 Markdown이 둘 다 합니다).',
  'card.dialog.preview': '이미지 카드 미리 보기',
  'card.dialog.theme': '카드 색',
  'card.dialog.theme.light': '밝은 카드',
  'card.dialog.theme.dark': '어두운 카드',
  'card.dialog.download': 'SVG 다운로드',
  'card.dialog.copy': 'SVG 복사',
  'card.dialog.markdown': '실시간 시나리오에 연결된 이미지 Markdown',
  'card.dialog.copyMarkdown': '이미지 Markdown 복사',
  'card.dialog.saved': '{fileName}을(를) 저장했습니다.',
  'cli.help':
    'signalr-sizing: 명령줄에서 Azure SignalR Service 시나리오의 크기를 산정합니다.\n\n사용법:\n  signalr-sizing size <scenario.json> [options]\n  signalr-sizing size --link <share link> [options]\n\n계획(배포할 것과 월 비용)을 출력하거나 결과물 하나를 씁니다:\n  -f, --format <format>      text(기본값), md(Markdown 보고서), json(계획),\n                             csv(모든 계층과 계획), svg(이미지 카드),\n                             bicep, arm, tf 또는 cli(인프라 코드),\n                             infracost-usage(tf용 infracost 사용량 파일),\n                             focus(FinOps 도구용 FOCUS 행으로 된 월별 예측)\n  -l, --link <url>           파일 대신 공유 링크에서 시나리오 읽기\n      --metrics <file>       Azure가 기록한 시간별 메트릭으로 먼저 다시 산정:\n                             az monitor metrics list의 JSON 또는 포털 차트의 CSV(여러 번 지정 가능)\n  -o, --out <file>           표준 출력 대신 이 파일에 쓰기\n      --lang <language>      en, pl, de, fr, ja 또는 ko(기본값 en)\n      --theme <theme>        이미지 카드 색: light(기본값) 또는 dark\n      --base-url <url>       대시보드가 제공되는 주소: 돌아가는 링크가 이 주소로 시작합니다\n      --max-monthly-usd <n>  계획의 월 비용이 n 미국 달러를 넘으면 종료 코드 1\n      --max-units <n>        계획이 배포하는 단위가 모두 n을 넘으면 종료 코드 1\n      --prices <file>        Azure Retail Prices API 파일로 계획의 가격을 매김\n      --prices-region <name> 파일에 지역이 여럿일 때 읽을 지역(armRegionName)\n      --period <YYYY-MM>     focus가 예측하는 달(기본값: 다음 달, UTC)\n  -h, --help                 이 도움말 표시\n      --version              버전 표시\n\n시나리오 파일로 "-"를 주면 표준 입력에서 읽습니다.\n종료 코드: 0 씀; 1 썼지만 계획이 한도를 넘음(또는 배포할 것이 없음);\n2 입력이나 인수가 잘못되어 아무것도 쓰지 않음.',
  'cli.error.choice': '{option}에는 {choices} 중 하나를 씁니다. "{value}"는 안 됩니다.',
  'cli.error.command': '알 수 없는 명령 "{command}": 명령은 "size"와 "diff"입니다.',
  'cli.error.noCommand':
    '{options} 앞에 명령이 없습니다. 명령은 "size"와 "diff"입니다(signalr-sizing size <scenario.json> {options}).',
  'cli.error.extra': '시나리오 파일은 한 번에 하나만: "{extra}"는 너무 많습니다.',
  'cli.error.noInput': '시나리오 파일이나 --link로 공유 링크를 주세요.',
  'cli.error.bothInputs': '시나리오 파일이나 --link 중 하나만 주세요.',
  'cli.error.twoOuts':
    '쓸 파일은 --out이나 --output으로 하나만 주세요. "{first}"와 "{second}" 두 개는 안 됩니다.',
  'cli.error.repeated':
    '{option}이(가) 두 번 주어졌습니다 ("{first}", "{second}"). 한 번만 주세요.',
  'cli.error.unknownOption': '알 수 없는 옵션 "{option}"입니다.',
  'cli.error.missingValue':
    '{option} 뒤에 값이 필요합니다 ("-"로 시작하는 값은 {option}=-… 처럼 씁니다).',
  'cli.error.flagValue': '{option}은(는) 값을 받지 않습니다. "{value}"는 안 됩니다.',
  'cli.error.stdinTwice':
    '표준 입력("-")은 한 번만 읽을 수 있습니다. "-"는 시나리오 파일, --prices, --metrics 중 하나에만 주세요.',
  'cli.error.url': '{option}에는 웹 주소(https://…)를 씁니다. "{value}"는 안 됩니다.',
  'cli.error.number':
    '{option}에는 0보다 큰 수를 15000이나 99.50처럼 숫자로만 씁니다. "{value}"는 안 됩니다.',
  'cli.error.wholeNumber':
    '{option}에는 0보다 큰 정수를 50처럼 숫자로만 씁니다. "{value}"는 안 됩니다.',
  'cli.error.seeHelp': '옵션은 "signalr-sizing --help"로 볼 수 있습니다.',
  'cli.stdin': '표준 입력(“-”)',
  'cli.error.file': '{path}의 시나리오를 사용할 수 없습니다.',
  'cli.error.prices': '{path}의 가격을 사용할 수 없습니다.',
  'cli.error.read': '읽을 수 없습니다: {reason}',
  'cli.prices.tooLargeUnread': '{max}를 넘습니다. 가격표는 최대 {max}입니다.',
  'cli.metrics.tooLargeUnread': '{max}를 넘습니다. 메트릭 파일은 최대 {max}입니다.',
  'cli.error.link': '링크를 사용할 수 없습니다.',
  'cli.error.metricsFile': '{path}의 메트릭을 사용할 수 없습니다.',
  'cli.metrics.applied': { other: '{path}의 메트릭으로 다시 산정했습니다({count}시간 읽음).' },
  'cli.metrics.calibration': '측정한 비율로 보정: {factors}.',
  'cli.metrics.profile': '하루의 부하 프로필은 측정한 것이며 피크는 {hour}입니다.',
  'cli.error.noScenarioInLink': '시나리오가 없습니다. 공유 링크에는 "#s="가 있습니다.',
  'cli.error.nothingWritten': '아무것도 쓰지 않았습니다.',
  'cli.error.noDeployment': '이 시나리오에 맞는 배포가 없어 쓸 {format}이(가) 없습니다.',
  'cli.format.infracostUsage': 'infracost 사용량 파일',
  'cli.format.focus': 'FOCUS 파일',
  'cli.error.period':
    '--period에는 2026-12처럼 YYYY-MM 형식의 달을 지정하세요. “{value}”은(는) 쓸 수 없습니다.',
  'cli.error.infracostWebPubSub':
    'infracost는 azurerm_web_pubsub의 가격을 매기지 않습니다(Azure 리소스 중 azurerm_signalr_service만 있음). 그래서 Azure Web PubSub 계획에는 쓸 infracost 사용량 파일이 없습니다.',
  'cli.error.pricesRegion':
    '--prices-region은 --prices로 준 파일의 지역을 지정합니다. --prices도 주세요.',
  'cli.prices.chooseRegion': '--prices-region <name>으로 하나를 고르세요.',
  'cli.error.budgetCurrency':
    '--max-monthly-usd는 미국 달러이고 가격은 {currency}입니다. 계획의 청구액과 비교하지 않습니다. 빼거나 계획을 USD로 가격을 매기세요.',
  'cli.error.refused': 'Azure가 이 배포를 거부하므로 쓸 {format}이(가) 없습니다:',
  'cli.note.noBaseUrl':
    '--base-url이 없어 시나리오로 돌아가는 링크는 프래그먼트뿐입니다. 전체 링크로 만들려면 대시보드 주소를 --base-url로 주세요.',
  'cli.error.write': '{path}에 쓸 수 없습니다: {reason}',
  'cli.error.stdout': '표준 출력에 쓸 수 없습니다: {reason}',
  'cli.error.outIsInput':
    '--out이 시나리오 파일 자체({path})를 가리킵니다. 쓰면 시나리오가 바뀝니다. 다른 파일을 주세요.',
  'cli.written': '{path}을(를) 썼습니다.',
  'cli.link': '이 시나리오 열기: {url}',
  'cli.limit.noFit': '이 시나리오에 맞는 배포가 없어 주어진 한도 안에 머물 수 없습니다.',
  'cli.limit.monthly': '계획의 월 비용은 {cost}로 한도 {max}를 넘습니다(--max-monthly-usd).',
  'cli.limit.units': '계획은 모두 {units} 단위를 배포해 한도 {max}를 넘습니다(--max-units).',
  'cli.help.diff':
    '두 시나리오를 비교합니다(풀 리퀘스트 댓글용):\n  signalr-sizing diff <base> <head> [options]\n\n<base>와 <head>는 각각 시나리오 파일("-"는 둘 중 하나를 표준 입력에서 읽음) 또는 공유 링크\n(https://…#s=… 또는 #s=…)입니다. 변경을 Markdown으로 씁니다: 변경 전후에 배포할 것, 월 청구 금액과\n그 변화, 병목 한도와 성장 여유, 비용을 움직인 워크로드.\n  -f, --format <format>           md(기본값) 또는 json\n  -o, --out <file>                표준 출력 대신 이 파일에 쓰기\n      --label <text>              제목(기본값: head 파일의 경로)\n      --lang <language>           size와 같음\n      --base-url <url>            대시보드가 제공되는 주소: 댓글이 두 시나리오로 링크합니다\n      --max-increase-usd <n>      월 청구 금액이 n 미국 달러보다 많이 오르면 종료 코드 1\n      --max-increase-percent <n>  월 청구 금액이 n퍼센트보다 많이 오르면 종료 코드 1\n\n종료 코드: 0 씀; 1 썼지만 변경이 한도를 넘음; 2 입력이나 인수가 잘못되어 아무것도 쓰지 않음.',
  'cli.diff.error.inputs':
    '비교할 두 시나리오를 주세요: 변경 전(base), 그다음 변경 후(head)(각각 파일 또는 공유 링크).',
  'cli.diff.error.extra': 'diff는 두 시나리오를 비교합니다: "{extra}"는 너무 많습니다.',
  'cli.diff.error.number': '{option}에는 0 이상의 수를 씁니다. "{value}"는 안 됩니다.',
  'cli.diff.error.bothStdin': '두 시나리오 중 하나만 표준 입력("-")에서 읽을 수 있습니다.',
  'cli.diff.error.currencies':
    '기준은 {before}, 헤드는 {after}(으)로 가격이 매겨져 있습니다. 통화가 다른 두 청구액은 뺄 수 없습니다. 두 시나리오를 한 통화로 가격을 매기세요.',
  'cli.diff.error.budgetCurrency':
    '--max-increase-usd는 미국 달러 기준인데 가격은 {currency}입니다. 변화는 이 한도와 비교되지 않습니다. --max-increase-percent를 사용하거나 두 시나리오를 USD로 가격을 매기세요.',
  'cli.diff.error.baseLink': '변경 전(base)으로 준 링크를 사용할 수 없습니다.',
  'cli.diff.error.headLink': '변경 후(head)로 준 링크를 사용할 수 없습니다.',
  'cli.diff.note.noBaseUrl':
    '--base-url이 없어 댓글에 두 시나리오로 가는 링크가 없습니다. 링크를 넣으려면 대시보드 주소를 --base-url로 주세요.',
  'cli.diff.limit.usd':
    '월 청구 금액이 {before}에서 {after}로 {change} 올라 한도 {max}를 넘습니다(--max-increase-usd).',
  'cli.diff.limit.percent':
    '월 청구 금액이 {before}에서 {after}로 {percent} 올라 한도 {max}를 넘습니다(--max-increase-percent).',
  'cli.diff.limit.percentFromZero':
    '월 청구 금액이 {before}에서 {after}로 오릅니다: 0에서 오르는 것은 모두 한도 {max}를 넘습니다(--max-increase-percent).',
  'cli.diff.limit.noFitAfter':
    '변경 후 시나리오에 맞는 배포가 없어 그 청구 금액이 주어진 한도 안에 머물 수 없습니다.',
  'cli.diff.limit.noFitBefore':
    '변경 전 시나리오에 맞는 배포가 없어 변경을 주어진 한도와 비교할 수 없습니다.',
  'cli.diff.summary.up': '{name}: 월 청구 금액이 {before}에서 {after}로 오릅니다. 변화: {change}.',
  'cli.diff.summary.down':
    '{name}: 월 청구 금액이 {before}에서 {after}로 내립니다. 변화: {change}.',
  'cli.diff.summary.same': '{name}: 월 청구 금액은 {cost} 그대로입니다.',
  'cli.diff.summary.noFitBefore':
    '{name}: 변경 전 시나리오에 맞는 배포가 없습니다. 변경 후는 월 {after}입니다.',
  'cli.diff.summary.noFitAfter':
    '{name}: 변경 후 시나리오에 맞는 배포가 없습니다. 변경 전은 월 {before}였습니다.',
  'cli.diff.summary.noFitBoth': '{name}: 어느 시나리오에도 맞는 배포가 없습니다.',
  'cli.diff.service':
    '서비스가 {before}에서 {after}(으)로 바뀝니다: 각각 자기 서비스의 가이드로 크기를 산정합니다.',
  'cli.diff.change': '{money} ({percent})',
  'cli.diff.column.before': '변경 전',
  'cli.diff.column.after': '변경 후',
  'cli.diff.column.change': '변화',
  'cli.diff.workloads': '비용을 가장 많이 움직인 워크로드',
  'cli.diff.workloads.column': '워크로드',
  'cli.diff.workload.added': '{name}(추가됨)',
  'cli.diff.workload.removed': '{name}(제거됨)',
  'cli.diff.workloads.none': '청구 금액에서 차지하는 몫이 바뀐 워크로드가 없습니다.',
  'cli.diff.workloads.unknown': '한쪽에 배포가 없어 변화를 워크로드별로 나눌 수 없습니다.',
  'cli.diff.workloads.more': { other: '… 그리고 워크로드 {count}개 더, 모두 {change}.' },
  'cli.diff.workloads.how':
    '워크로드가 청구 금액에서 차지하는 몫은 계획의 것입니다: 단위는 병목 한도에서 차지하는 몫으로, 포함된 것을 넘는 메시지는 청구 메시지에서 차지하는 몫으로 나눕니다.',
  'cli.diff.open.before': '변경 전 시나리오 열기',
  'cli.diff.open.after': '변경 후 시나리오 열기',
  'exportImport.print.caption': '이 시나리오의 워크로드',
  'exportImport.print.link': '대시보드에서 이 시나리오 열기',
  'exportImport.print.madeOn': '작성일: {date}',
  'exportImport.print.prices': '이 계획에 사용한 가격',
  'exportImport.prices.default': '{price}(카탈로그 기본값)',
  'exportImport.prices.own': '{price}(직접 입력한 가격)',
  'exportImport.prices.list': '{price}(가격표에서)',
  'exportImport.prices.likePremiumP1': '{price}(Premium_P1과 같음, 자체 가격 없음)',
  'exportImport.prices.likeStandard': '{price}(Standard_S1과 같음, 자체 가격 없음)',
  'exportImport.prices.notPriced': '이 통화의 요금 없음: 지역 간 트래픽에 요금이 매겨지지 않음',

  // growth
  'growth.title': '성장 여유',
  'growth.hint':
    '사용자가 늘어날 때 권장 계층에서 각 한도의 사용률입니다. 각 워크로드의 연결이 늘고, 발신자가 함께 늘도록 설정한 워크로드는 발신자도 늘어납니다(워크로드마다 설정). 서버 연결은 그대로입니다. 발신자도 함께 늘어나는 브로드캐스트는 제곱으로 늘어납니다. 발신자가 늘고, 각 발신자가 더 많은 연결에 도달하기 때문입니다.',
  'growth.chart.label': '차트: 워크로드가 ×0.5에서 ×10까지 늘어날 때 {tier}에서 각 한도의 사용률',
  'growth.legend': '계열',
  'growth.tick': '×{factor}',
  'growth.now': '현재',
  'growth.target': '목표 {percent}',
  'growth.limit': '한도',
  'growth.connectionTarget': '연결 목표 {percent}',
  'growth.tooltip.title': '워크로드 ×{factor}',
  'growth.lead': '{tier}에서:',
  'growth.crossing.target': '{limit}: ×{factor}에서 목표 {percent}에 도달합니다.',
  'growth.crossing.limit': '{limit}: ×{factor}에서 한도({percent})에 도달합니다.',
  'growth.crossing.targetNever': '{limit}: ×{factor}까지 목표 {percent} 미만을 유지합니다.',
  'growth.crossing.limitNever': '{limit}: ×{factor}까지 한도({percent}) 미만을 유지합니다.',
  'growth.headroom':
    '첫 번째 한도({limit})가 기준에 도달하기 전까지 워크로드를 ×{factor}까지 늘릴 수 있습니다.',
  'growth.headroom.none': '성장 여유가 없습니다. 병목 한도({limit})가 이미 기준에 도달했습니다.',
  'growth.noFit': '이 시나리오에 맞는 계층이 없으므로 성장을 계산할 권장 계층이 없습니다.',
  'growth.empty': '워크로드를 추가하면 성장에 따른 변화를 볼 수 있습니다.',
  'growth.table.show': '표로 보기',
  'growth.table.caption': '성장 배수별 {tier}에서 각 한도의 사용률',
  'growth.table.factor': '성장',

  'growth.steps.title': '사용자가 늘 때의 계획',
  'growth.steps.hint':
    '시나리오 자체처럼 계획합니다(인스턴스, 지역, 하루, 자동 크기 조정). 계층이 바뀌는 곳에서는 이미 실행 중인 인스턴스에 드는 비용을 보여 줍니다.',
  'growth.steps.step': '×{factor}: {deployment}',
  'growth.steps.noFit': '×{factor}: 맞는 계층 없음',
  // guideTables
  'guideTables.title': '가이드의 표',
  'guideTables.lead':
    'Microsoft의 Azure SignalR Service 성능 가이드에 있는 모든 벤치마크 표를 엔진이 읽는 그대로 보여 줍니다. 값은 표기된 그대로 표시하며, 표기된 값이 가이드 자체의 수식과 모순되면 해당 셀에 ⚠를 표시하고 엔진은 수식을 사용합니다.',
  'guideTables.lead.webPubSub':
    'Microsoft의 Azure Web PubSub 성능 가이드에 있는 모든 벤치마크 표를 엔진이 읽는 그대로 보여 줍니다. 값은 인쇄된 그대로이며, 인쇄된 값이 가이드 자체의 공식과 어긋나는 셀에는 ⚠ 표시가 있고 엔진은 공식 값을 사용합니다.',
  'guideTables.source.webPubSub':
    '{title}(MicrosoftDocs/azure-docs, {file}), {edition}: {date} 날짜의 페이지, 커밋 {commit}에서 읽음.',
  'guideTables.editions': '표시할 가이드 버전',
  'guideTables.source': {
    other: '{title}, {edition}: {languages} 번역본.',
  },
  'guideTables.source.dated': {
    other: '{title}, {edition}: {languages} 번역본, 작성일 {dates}.',
  },
  'guideTables.method':
    '모든 벤치마크는 {bytes} B 크기의 메시지를 보내며, 각 발신자는 {interval}마다 한 번 보냅니다.',
  'guideTables.bandwidthUnits':
    '대역폭은 가이드에 표기된 그대로입니다. 1 KBps는 {kbps} B/s, 1 MBps는 {mbps} B/s이므로 연결 1,000개 × 2,048 B/s는 “2 MBps”로 표기됩니다.',
  'guideTables.quickSkipped':
    '빠른 평가 표는 에코 및 브로드캐스트 사례 연구와 같은 내용이므로 다시 표시하지 않습니다.',
  'guideTables.slipCount': {
    other: '이 버전에서 표기된 값 {count}개에 ⚠ 표시가 있습니다.',
  },
  'guideTables.slipCount.none': '이 버전에는 가이드의 수식과 모순되는 표기 값이 없습니다.',
  'guideTables.throughput': '처리량',
  'guideTables.throughput.lead': '각 유닛 수에서 서비스가 처리한 양입니다.',
  'guideTables.appServers': '앱 서버',
  'guideTables.appServers.lead': '각 유닛 수에서 벤치마크에 사용한 앱 서버 수입니다.',
  'guideTables.provenance': '{edition} · {section}',
  'guideTables.column.units': '유닛',
  'guideTables.row.connections': '연결',
  'guideTables.row.groupMemberCount': '그룹 구성원 수',
  'guideTables.row.groupCount': '그룹 수',
  'guideTables.row.inboundMessagesPerSecond': '초당 인바운드 메시지 수',
  'guideTables.row.outboundMessagesPerSecond': '초당 아웃바운드 메시지 수',
  'guideTables.row.inboundBytesPerSecond': '인바운드 대역폭',
  'guideTables.row.outboundBytesPerSecond': '아웃바운드 대역폭',
  'guideTables.row.messagesPerSecond': '초당 인바운드/아웃바운드 메시지 수',
  'guideTables.row.bytesPerSecond': '인바운드/아웃바운드 대역폭',
  'guideTables.row.appServers': '앱 서버 수',
  'guideTables.bandwidth.Bps': '{value} B/s',
  'guideTables.bandwidth.KBps': '{value} KBps',
  'guideTables.bandwidth.MBps': '{value} MBps',
  'guideTables.table.quickEcho': '빠른 평가: 에코',
  'guideTables.table.quickBroadcast': '빠른 평가: 브로드캐스트',
  'guideTables.table.echo': '에코',
  'guideTables.table.broadcast': '브로드캐스트',
  'guideTables.table.smallGroup': '작은 그룹으로 보내기',
  'guideTables.table.bigGroup': '큰 그룹으로 보내기',
  'guideTables.table.connection': '연결로 보내기',
  'guideTables.table.restBroadcast': 'REST API 브로드캐스트',
  'guideTables.table.restUser': 'REST API를 통해 사용자에게 보내기',
  'guideTables.appServerTable.aspnetcore.echo': '에코용 앱 서버',
  'guideTables.appServerTable.aspnetcore.broadcast': '브로드캐스트용 앱 서버',
  'guideTables.appServerTable.aspnetcore.smallGroup': '작은 그룹으로 보내기용 앱 서버',
  'guideTables.appServerTable.aspnetcore.bigGroup': '큰 그룹으로 보내기용 앱 서버',
  'guideTables.appServerTable.aspnetcore.connection': '연결로 보내기용 앱 서버',
  'guideTables.appServerTable.aspnet.echo': 'ASP.NET SignalR 에코용 앱 서버',
  'guideTables.appServerTable.aspnet.broadcast': 'ASP.NET SignalR 브로드캐스트용 앱 서버',
  'guideTables.appServerTable.aspnet.smallGroup': 'ASP.NET SignalR 작은 그룹으로 보내기용 앱 서버',
  'guideTables.appServerTable.aspnet.bigGroup': 'ASP.NET SignalR 큰 그룹으로 보내기용 앱 서버',
  'guideTables.appServerTable.aspnet.connection': 'ASP.NET SignalR 연결로 보내기용 앱 서버',
  'guideTables.slip.printed': '오기: 표기값',
  'guideTables.slip.formula': '수식: {value}',
  'guideTables.slip.notes': '이 표의 오기',
  'guideTables.slip.note':
    '유닛 {units}의 {row}: 표기값은 {printed}이지만 가이드의 수식으로는 {formula}({formulaText})입니다. 엔진은 수식 값을 사용합니다.',
  'guideTables.contradictions': '가이드 내용이 서로 모순되는 곳',
  'guideTables.contradictions.lead': '표 사이의 각 모순과 엔진이 따르는 규칙입니다.',
  'guideTables.contradiction.tables': '표: {tables}.',
  'guideTables.contradiction.units': '유닛: {units}.',
  'guideTables.contradiction.engine': '엔진:',
  'guideTables.notes': '가이드의 참고 사항',
  'guideTables.guideWords': '가이드 원문:',

  // guideData
  // The title as the guide's Korean translation prints it (without its "대 한" spacing slip).
  'guideData.title': 'Azure SignalR Service에 대한 성능 가이드',
  'guideData.title.webPubSub': 'Azure Web PubSub 서비스에 대한 성능 가이드',
  'guideData.heading.finding-a-proper-sku': '적절한 SKU 찾기',
  'guideData.heading.quick-evaluation': '빠른 평가',
  'guideData.heading.case-study': '사례 연구',
  'guideData.heading.default-mode': '기본 모드',
  'guideData.heading.serverless-mode': '서버리스 모드',
  'guideData.heading.echo': '에코',
  'guideData.heading.broadcast': '브로드캐스트',
  'guideData.heading.send-to-group': '그룹으로 보내기',
  'guideData.heading.small-group': '작은 그룹',
  'guideData.heading.big-group': '큰 그룹',
  'guideData.heading.send-to-connection': '연결로 보내기',
  'guideData.heading.aspnet-signalr-echo-broadcast-and-send-to-small-group':
    'ASP.NET SignalR 에코, 브로드캐스트 및 작은 그룹으로 보내기',
  'guideData.heading.broadcast-through-rest-api': 'REST API 브로드캐스트',
  'guideData.heading.send-to-user-through-rest-api': 'REST API를 통해 사용자에게 보내기',
  'guideData.heading.send-to-groups-through-web-pubsub-subprotocol':
    'Web PubSub 하위 프로토콜을 통해 그룹에 보내기',
  'guideData.heading.triggering-cloud-event': '클라우드 이벤트 트리거',
  'guideData.heading.rest-api': 'REST API',
  'guideData.note.serverLoad70':
    '서버 부하가 {serverLoadShare} 미만이면 서비스 내부의 대기 시간이 낮게 유지됩니다.',
  'guideData.note.routingCostAt50':
    '{unit}유닛 이상에서 작은 그룹(그룹 크기 < {groupSize})이나 단일 연결로 보내는 시나리오에는 서버 부하에 나타나지 않는 큰 라우팅 비용이 발생합니다. 작은 그룹으로 보내기 표와 연결로 보내기 표를 확인하세요.',
  'guideData.note.premiumP2Beyond100': '{units}유닛을 넘으면 Premium_P2로 확장하세요.',
  'guideData.note.groupSizesNotHardLimits':
    '그룹 수와 그룹 구성원 수는 엄격한 제한이 아닙니다. 연결마다 별도의 그룹을 두면 성능이 연결로 보내기에 가까워집니다.',
  'guideData.note.smallGroupContactSupport':
    '작은 그룹은 유닛 {unit}에서 라우팅 비용 한도에 도달하며, 유닛 {maxUnit}에서도 개선되지 않습니다. 인바운드 대역폭이 더 필요하면 고객 지원에 문의하세요.',
  'guideData.note.smallGroupRoutingNotInServerLoad':
    '유닛 {units}에서 주로 소규모 그룹(구성원 {groupSize}명 미만)으로 보내는 시나리오에는 서버 로드에 포함되지 않는 큰 라우팅 비용이 듭니다. 소규모 그룹 표를 확인하세요.',
  'guideData.note.smallGroupPremiumP2':
    '소규모 그룹은 유닛 {unit}에서 라우팅 비용 한도에 도달하며 유닛 {maxUnit}에서도 개선되지 않습니다. 인바운드 대역폭을 더 늘리려면 Premium_P2(유닛 {premiumP2AboveUnits} 초과)로 확장하세요.',
  'guideData.note.groupCountsNotHardLimits':
    '표의 그룹 수와 그룹 멤버 수는 하드 제한이 아니며, 안정적인 벤치마크를 위해 선택된 값입니다.',
  'guideData.note.bigGroupOutboundBound':
    '대규모 그룹으로 보낼 때는 라우팅 비용보다 아웃바운드 대역폭이 먼저 한계에 이릅니다. 대규모 그룹 표가 최대 아웃바운드 대역폭을 보여 줍니다.',
  'guideData.note.upstreamHttp11':
    '업스트림(이벤트 처리기) 벤치마크는 HTTP 1.1로 실행되었습니다. HTTP 2.0을 지원하는 업스트림은 성능이 더 좋습니다.',
  'guideData.note.echoInboundEqualsOutbound':
    '에코에서는 업스트림이 각 메시지를 HTTP 응답으로 되돌려 쓰므로 최대 인바운드 대역폭이 최대 아웃바운드 대역폭과 같습니다.',
  'guideData.note.restUserNamedClients':
    'REST API 사용자 전송 벤치마크는 연결 전에 모든 클라이언트에 사용자 이름을 할당했습니다.',
  'guideData.note.restBroadcastSameAsBigGroup':
    'REST API 브로드캐스트의 대역폭은 대규모 그룹으로 보내기와 같습니다.',
  'guideData.note.upstreamNotBottleneck':
    '표는 업스트림이 병목이 되지 않을 만큼 충분히 강력하다고 가정합니다.',
  'guideData.note.messagesUnder1KB':
    '{messageBytes}B 미만의 메시지는 {messageBytes}바이트 메시지와 같은 부하를 서비스에 줍니다.',
  'guideData.note.benchmarkDefaults':
    '모든 벤치마크는 {messageBytes}B 메시지를 발신자마다 {sendIntervalSeconds}초에 한 번 보냅니다.',
  'guideData.note.notAHardLimit':
    '최대 처리량은 메시지의 {messageShare}가 {latencySeconds}초 이내에 도착하는 가장 높은 처리량이며, 하드 제한이 아닙니다.',
  'guideData.note.throttlingPerTier':
    '각 계층에는 자체 처리량 제한 정책이 있으며, 그 최대값은 메시지의 {messageShare}가 {latencySeconds}초 이내에 도착하는 가장 높은 처리량입니다.',
  'guideData.note.tablesStopAtUnit':
    '표는 유닛 {units}에서 끝납니다. 이 버전에는 더 많은 유닛에 대한 내용이 없습니다.',
  'guideData.slip.sameRateAtOtherUnits':
    '표기값은 {printed}이지만, 같은 {messagesPerSecond} 메시지/초가 유닛 {units}에서는 {formula}입니다.',
  'guideData.slip.twiceTheRateAndBroadcast':
    '표기값({printed})은 아웃바운드 {messagesPerSecond} 메시지/초로 계산한 값의 두 배이며, 유닛 {unit}에서 브로드캐스트의 최대 아웃바운드 대역폭({broadcastBytesPerSecond})의 두 배입니다.',
  'guideData.slip.halfTheRate':
    '{messagesPerSecond} 메시지/초에 대해 {printed}로 표기되어 있습니다. 이 표의 다른 열은 모두 메시지/초 × {messageBytes} B입니다.',
  'guideData.slip.sameSlipOutbound': '아웃바운드 행에도 같은 오기가 있습니다.',
  'guideData.slip.bigGroupMembers':
    '가이드는 큰 그룹의 구성원 수를 (최대 연결 수) / 10으로 정의하며, 표 자체의 초당 아웃바운드 메시지 수({messagesPerSecond} × {formula})도 이 정의와 일치합니다. 표기된 구성원 수와는 일치하지 않습니다.',
  'guideData.slipFormula.bytesPerSecond':
    '{messagesPerSecond} 메시지/초 × {messageBytes} B = {formula}',
  'guideData.slipFormula.groupMemberCount': '연결 수 / 10 = {connections} / 10 = {formula}',
  'guideData.contradiction.connectionUnit20Column':
    '연결로 보내기 표는 다른 모든 표에 유닛 {otherUnit} 열이 있는 자리에 유닛 {unit} 열(연결 {connections}개)을 표기합니다.',
  'guideData.contradiction.connectionP2Routing':
    '본문은 라우팅을 강화하는 Premium_P2(유닛 {premiumP2Units} 이상)로 옮기지 않는 한 유닛 {unit} 이후로 유닛을 늘려도 연결로 보내기 성능이 좋아지지 않는다고 하지만, 표는 유닛 {units}에서 똑같이 {messagesPerSecond} 메시지/초를 표기합니다.',
  'guideData.contradiction.broadcastAppServers':
    '브로드캐스트 본문은 SLA와 성능을 모두 고려해도 앱 서버 2개면 충분하다고 하지만, 앱 서버 표는 유닛 {broadcastFrom}~{broadcastTo}(브로드캐스트)와 유닛 {bigGroupUnits}(큰 그룹)에서 {appServers}개를 표기합니다.',
  'guideData.contradiction.smallGroupPlateauThenPremiumP2':
    '작은 그룹은 유닛 {units}에서 인바운드 {messagesPerSecond} 메시지/초(라우팅 비용 한도)에 머물다가, Premium_P2의 유닛 {premiumP2From}~{premiumP2To}에서 다시 늘어납니다.',
  'guideData.contradiction.sevenTiersEightColumns':
    '개요는 Standard 계층이 7개라고 하지만 표에는 열이 8개({columns}) 있습니다.',
  'guideData.contradiction.serverConnectionsInQuota':
    '모든 벤치마크는 할당량이 허용하는 만큼의 클라이언트 연결(유닛당 {connectionsPerUnit}개)을 유닛에 두면서, 앱 서버마다 서버 연결 {benchmark}개(브로드캐스트와 큰 그룹은 {broadcastAndBigGroup}개)를 추가로 유지합니다. 그러나 공급업체는 서버 연결을 같은 할당량에 포함해 셉니다(Azure/azure-signalr issue 254: “{quote}”).',
  'guideData.contradiction.premiumP2Threshold':
    '빠른 평가의 참고 사항은 유닛 크기가 {units} 초과이면 Premium_P2가 필요하다고 하고, 연결로 보내기 본문은 Premium_P2를 “유닛 >= {units}”라고 하는데, 같은 버전의 공급업체 영어 페이지는 “{quote}”라고 덧붙입니다.',
  'guideData.contradiction.smallGroupOutboundExceedsBroadcast':
    '유닛 {unit}에서 작은 그룹은 아웃바운드 {smallGroupMessagesPerSecond} 메시지/초({smallGroupBytesPerSecond})를 표기하는데, 이는 가이드가 최대 아웃바운드 대역폭이라고 하는 브로드캐스트의 {broadcastMessagesPerSecond} 메시지/초({broadcastBytesPerSecond})보다 많습니다.',
  'guideData.contradiction.smallGroupPlateauContactSupport':
    '작은 그룹은 유닛 {fromUnit}부터 인바운드 {messagesPerSecond} 메시지/초에 머뭅니다. 가이드는 유닛 {toUnit}도 설계상 이를 더 향상시킬 수 없으며, 더 필요하면 지원팀에 문의하라고 합니다.',
  'guideData.contradiction.connectionPlateau':
    '연결로 보내기는 유닛 {fromUnit}부터 {messagesPerSecond} 메시지/초에 머뭅니다(가이드: 유닛 {fromUnit}에서 한도에 도달했고, 유닛 {toUnit}도 더 향상시킬 수 없음).',
  'guideData.contradiction.sevenTiersSoldUnits':
    '개요는 Standard 계층이 7개(표의 열 {columns})라고 하지만, 서비스는 유닛 {smallFrom}~{smallTo}와 유닛 {largeFrom}~{largeTo}({largeStep} 단위)를 판매합니다.',
  'guideData.contradiction.smallGroupOutboundExceedsBigGroup':
    '유닛 {unit}에서 소규모 그룹은 초당 아웃바운드 메시지 {smallGroupMessagesPerSecond}개({smallGroupBytesPerSecond})를 표시하여, 가이드가 최대 아웃바운드 대역폭을 나타낸다고 하는 대규모 그룹의 {broadcastMessagesPerSecond}개({broadcastBytesPerSecond})보다 많습니다.',
  'guideData.contradiction.premiumP2AtUnit100':
    '표에는 “Unit {units}” 열이 하나뿐이지만 {units} 유닛은 Standard_S1 또는 Premium_P1로도, Premium_P2({premiumP2From}~{premiumP2To} 유닛)로도 판매됩니다. 소규모 그룹 설명은 유닛 {units}을 넘는 인바운드를 Premium_P2에 맡기므로, 이 열이 어떤 SKU를 측정했는지는 알 수 없습니다.',
  'guideData.engineRule.connectionUnit20Column':
    '유닛 {unit} 값은 표기된 대로 읽고, 유닛 {otherUnit} 값은 유닛 {below}~{unit} 사이에서 보간합니다({messagesPerSecond} 메시지/초). 다른 표에서는 유닛 {unit} 값을 유닛 {otherUnit}~{above} 사이에서 보간합니다.',
  'guideData.engineRule.connectionP2Routing':
    '엔진은 표를 따릅니다. 유닛 {unit}에서는 모든 SKU가 {messagesPerSecond} 메시지/초이며, 유닛 {risingFrom}부터만 늘어납니다.',
  'guideData.engineRule.atLeastTwoAppServers':
    '엔진은 기본 모드의 모든 워크로드에 앱 서버를 최소 2개(SLA 권장 사항) 권장하고, 표의 값이 더 크면 그 값을 권장합니다.',
  'guideData.engineRule.smallGroupFlat':
    '라우팅 용량은 표기된 대로 읽습니다. 유닛 {fromUnit}~{toUnit} 사이에서는 일정합니다.',
  'guideData.engineRule.everySoldUnitCount':
    '엔진은 서비스가 판매하는 모든 유닛 수를 평가하고, 표기된 열 사이는 보간합니다.',
  'guideData.engineRule.serverConnectionsInQuota':
    '기본적으로 서버 연결은 연결 할당량에 포함됩니다(countServerConnections: true). 따라서 허브 하나에 클라이언트 {clients}개를 연결하려면 {units}유닛이 필요합니다. countServerConnections: false로 하면 벤치마크를 표기된 대로 재현하고, 결과에 이 모순을 표시합니다.',
  'guideData.engineRule.premiumP2Threshold':
    '엔진은 첫 번째 해석과 일치하는 공급업체의 한도 페이지를 따릅니다. Standard_S1과 Premium_P1은 {standardFrom}~{standardTo}유닛, Premium_P2는 {premiumP2From}~{premiumP2To}유닛으로 판매됩니다. {flaggedUpTo}유닛 이하에서 Premium_P2를 권장하면 이 모순을 표시합니다.',
  'guideData.engineRule.broadcastIsOutboundCeiling':
    '브로드캐스트를 모든 패턴의 아웃바운드 상한으로 봅니다(강조 표시된 에코와 브로드캐스트 값을 넘지 말라는 가이드 자체의 규칙). 따라서 유닛 {unit}의 작은 그룹 벤치마크는 아웃바운드 대역폭을 {outboundShare}까지 사용하며, 엔진은 이를 유닛 {sizedAtUnit} 기준으로 산정합니다. 안전한 쪽을 택한 것입니다.',
  'guideData.engineRule.smallGroupPlateauFitsNoTier':
    '라우팅 용량은 유닛 {fromUnit}~{toUnit}에서 {messagesPerSecond} 메시지/초로 유지됩니다. 이를 넘는 워크로드는 어느 계층에도 맞지 않으며, 엔진은 지원팀에 문의하거나 현재 가이드의 표를 사용하라고 안내합니다.',
  'guideData.engineRule.connectionPlateau':
    '라우팅 용량은 유닛 {fromUnit}~{toUnit}에서 {messagesPerSecond} 메시지/초로 유지됩니다.',
  'guideData.engineRule.bigGroupIsOutboundCeiling':
    '대규모 그룹의 아웃바운드는 모든 패턴의 상한입니다(가이드에 따르면 그 표가 최대 아웃바운드 대역폭을 나타냄). 따라서 유닛 {units}의 소규모 그룹 벤치마크는 해당 열보다 많은 유닛이 필요합니다.',
  'guideData.engineRule.unit100EverySku':
    '엔진은 {units} 유닛에서 Standard_S1, Premium_P1, Premium_P2 모두에 “Unit {units}” 열을 읽고, 그 이상에서는 Premium_P2 자체 열을 읽습니다.',

  // headroom
  'headroom.title': '계층별 여유 용량',
  'headroom.hint':
    '각 계층이 각 한도를 얼마나 사용하는지 보여 줍니다. 처리량 한도는 목표 미만이어야 하며, 연결과 Free의 일일 메시지는 한도까지 사용할 수 있습니다.',
  'headroom.caption':
    '차트 표시: {tiers}. Premium_P1은 표시하지 않습니다. 같은 유닛에서 용량이 Standard_S1과 같기 때문입니다.',
  'headroom.caption.range': '{sku} × {from}–{to}',
  'headroom.caption.twin':
    '차트 표시: {tiers}. Premium_P1은 표시하지 않습니다. 권장 계층 {tier}의 용량은 차트에 표시된 계층 {twin}의 용량과 같습니다.',
  'headroom.chart.label': '차트: 모든 계층에서 각 한도의 사용률',
  'headroom.legend': '계열',
  'headroom.axis.clipped': '≥ {percent}',
  'headroom.tick.Free': 'Free',
  'headroom.tick.Standard_S1': 'S1 ×{units}',
  'headroom.tick.Premium_P1': 'P1 ×{units}',
  'headroom.tick.Premium_P2': 'P2 ×{units}',
  'headroom.target': '목표 {percent}',
  'headroom.limit': '한도',
  'headroom.recommended': '권장',
  'headroom.range.optimistic': '가장 유리한 해석',
  'headroom.range.conservative': '가장 불리한 해석',
  'headroom.connectionTarget': '연결 목표 {percent}',
  'headroom.tooltip.value': '{percent}({capacity} 중 {load})',
  'headroom.tooltip.fits': '적합',
  'headroom.tooltip.doesNotFit': '부적합',
  'headroom.summary': '권장 {tier}: 병목 한도 {binding} {percent}, 나머지: {others}.',
  'headroom.summary.alone': '권장 {tier}: 병목 한도 {binding} {percent}.',
  'headroom.summary.eachInstance': { other: '인스턴스 {count}개 각각에 {tier}' },
  'headroom.summary.item': '{limit} {percent}',
  'headroom.summary.noFit':
    '맞는 계층이 없습니다. 가장 가까운 {tier}도 다음 한도를 초과합니다: {limits}.',
  'headroom.empty': '워크로드를 추가하면 각 계층이 각 한도를 얼마나 사용하는지 볼 수 있습니다.',
  'headroom.table.show': '표로 보기',
  'headroom.table.caption': '계층별 각 한도의 사용률',
  'headroom.table.tier': '계층',
  'headroom.table.verdict': '판정',
  'headroom.table.notApplicable': '—',
  'headroom.table.recommendedTier': '{tier}(권장)',

  // keptAside
  'keptAside.heading': '따로 보관된 시나리오',
  'keptAside.intro':
    '공유 링크, 다른 탭, 프리셋, 가져오기, 복원 또는 새로 고침 때문에 화면에서 바뀐 사용자의 작업을 이 브라우저에 보관합니다. 다시 작업하려면 복원하세요. 그러면 화면의 시나리오가 대신 따로 보관됩니다.',
  'keptAside.inPageOnly':
    '이 브라우저의 저장 공간이 가득 차서 일부는 이 페이지에만 보관되어 있습니다. 페이지를 닫기 전에 다운로드하세요.',
  'keptAside.inPageRefused':
    '이 브라우저가 일부 저장을 거부해({reason}) 해당 항목은 이 페이지에만 보관되어 있습니다. 잃어버린 것은 없습니다. 페이지를 닫기 전에 다운로드하세요.',
  'keptAside.blocked':
    '이 브라우저는 페이지가 아무것도 저장하지 못하게 하므로, 이 항목들은 이 페이지에만 보관됩니다. 페이지를 닫기 전에 복원하거나 다운로드하세요.',
  'keptAside.overCapacity':
    '따로 보관된 시나리오가 이 목록이 보관하도록 정한 {capacity}개를 넘었습니다. 사용자 모르게 삭제되는 것은 없습니다. 더 이상 필요 없는 것은 다운로드한 뒤 삭제하세요. 가장 오래된 것은 “{name}”({date}에 보관)입니다.',
  'keptAside.overCapacity.undated':
    '따로 보관된 시나리오가 이 목록이 보관하도록 정한 {capacity}개를 넘었습니다. 사용자 모르게 삭제되는 것은 없습니다. 더 이상 필요 없는 것은 다운로드한 뒤 삭제하세요. 가장 오래된 것은 “{name}”입니다.',
  'keptAside.dropped': {
    other:
      '따로 보관한 시나리오 {count}개를 읽을 수 없어(이 도구의 새 버전에서 만든 것일 수 있습니다) 목록에 표시하지 않았습니다. 저장된 내용은 이 브라우저의 “{key}” 항목에 보관되어 있습니다.',
  },
  'keptAside.unreadable':
    '따로 보관한 시나리오 목록을 읽을 수 없어 아무것도 표시하지 않았습니다. 삭제된 것은 없으며, 저장된 내용은 이 브라우저의 “{key}” 항목에 보관되어 있습니다.',
  'keptAside.notKept':
    '따로 보관한 시나리오 일부를 읽을 수도, 따로 복사해 둘 수도 없었습니다({reason}). 복사할 수 있을 때까지 그 위에는 아무것도 쓰지 않습니다.',
  'keptAside.untitled': '제목 없는 시나리오',
  'keptAside.workloads': { other: '워크로드 {count}개: {names}' },
  'keptAside.noWorkloads': '워크로드 없음',
  'keptAside.reason.link': '공유 링크로 바뀜',
  'keptAside.reason.otherTab': '다른 탭의 버전으로 바뀜',
  'keptAside.reason.restore': '다른 시나리오를 복원할 때 바뀜',
  'keptAside.reason.preset': '프리셋으로 바뀜',
  'keptAside.reason.import': '가져온 시나리오로 바뀜',
  'keptAside.reason.metrics': '측정한 메트릭으로 다시 산정해 바뀜',
  'keptAside.reason.library': '연 저장된 시나리오로 바뀜',
  'keptAside.reason.undo': '이것을 연 단계를 실행 취소하거나 다시 실행할 때 바뀜',
  'keptAside.reason.reload': '새로 고침으로 나중에 저장된 버전을 열 때 이 탭의 주소에 남아 있던 것',
  'keptAside.keptAt': '{date}에 따로 보관함',
  'keptAside.restore': '복원',
  'keptAside.restore.label': '{name} 복원',
  'keptAside.download': '다운로드',
  'keptAside.download.label': '{name} 다운로드',
  'keptAside.forget': '삭제',
  'keptAside.forget.label': '{name} 삭제',
  // library
  'issue.tooBig': '{maximum} 이하여야 합니다',
  'issue.tooBigItems': { other: '항목은 최대 {count}개까지입니다' },
  'issue.tooSmall': '{minimum} 이상이어야 합니다',
  'issue.tooSmallExclusive': '{minimum}보다 커야 합니다',
  'issue.zeroOrAtLeast': '0이거나 {minimum} 이상이어야 합니다',
  'issue.priceNeeded':
    '필요합니다: 이 가격은 다른 통화이거나 가격표에서 온 것이고, 카탈로그의 기본값은 미국 달러입니다',
  'issue.writtenLike': '{example}처럼 써야 합니다',
  'issue.hoursInDay': { other: '{count}시간 분량(시간마다 값 하나)이 필요합니다' },
  'issue.wholeNumber': '정수여야 합니다',
  'issue.type.number': '숫자여야 합니다',
  'issue.type.text': '텍스트여야 합니다',
  'issue.type.list': '목록이어야 합니다',
  'issue.type.object': '개체여야 합니다',
  'issue.type.other': '형식이 올바르지 않습니다',
  'issue.notOneOf': '다음 중 하나여야 합니다: {values}',
  'issue.unknownFields': { other: '알 수 없는 필드: {keys}' },
  'issue.unknownFieldsMore': { other: '알 수 없는 필드: {keys} 외 {count}개' },
  'issue.fieldName': '‘{name}’',
  'issue.fieldNames.separator': ', ',
  'issue.notForService.webPubSub':
    '은(는) Azure Web PubSub 시나리오에 쓸 수 없습니다. 이 서비스의 가이드는 업스트림을 통한 에코, 그룹, REST API를 통한 사용자 전송과 브로드캐스트만 측정하며, WebSocket만 쓰고 허브 서버가 없습니다',
  'issue.notForService.signalr':
    '은(는) Azure Web PubSub 가이드의 판이며, Azure SignalR Service 가이드의 판이 아닙니다',
  'issue.invalid': '유효하지 않은 값입니다',
  'library.heading': '저장된 시나리오',
  'library.intro':
    '이 브라우저에 시나리오를 이름 붙여 보관하고, 다시 열거나 두 시나리오를 비교하세요.',
  'library.unavailable':
    '이 브라우저는 페이지의 데이터 저장을 허용하지 않으므로(비공개 모드 또는 샌드박스 프레임) 저장 기능이 꺼져 있습니다.',
  'library.unreadable':
    '저장된 시나리오를 읽을 수 없습니다. 삭제된 것은 없으며, 저장된 내용은 이 브라우저의 “{key}” 항목에 보관되어 있습니다.',
  'library.notKept':
    '저장된 시나리오 일부를 읽을 수도, 따로 복사해 둘 수도 없었습니다({reason}). 복사할 수 있을 때까지 그 위에는 아무것도 저장하지 않습니다.',
  'backup.failure.noRoom': '이 브라우저의 저장소가 가득 찼습니다',
  'backup.failure.refused': '이 브라우저가 복사를 거부했습니다({reason})',
  'backup.failure.slotsFull':
    '이 브라우저에는 읽을 수 없는 이전 사본이 이미 “{key}”부터 “{key}:{count}”까지 {count}개 있으며, 이는 페이지가 보관하는 최대치입니다',
  'library.readFailed':
    '저장된 시나리오를 읽을 수 없습니다. 브라우저가 저장소 접근을 거부했습니다. 그 위에는 아무것도 저장하지 않습니다.',
  'library.dropped': {
    other:
      '저장된 시나리오 {count}개를 읽을 수 없어 숨겼습니다. 저장된 내용은 이 브라우저의 “{key}” 항목에 보관되어 있습니다.',
  },
  'library.save.name': '현재 시나리오를 다른 이름으로 저장…',
  'library.save.button': '저장',
  'library.save.saved': '“{name}” 시나리오를 저장했습니다.',
  'library.save.replaced': '“{name}” 시나리오를 현재 시나리오로 바꿨습니다.',
  'library.confirm.message':
    '“{name}” 시나리오가 이미 저장되어 있습니다({date}). 현재 시나리오로 바꿀까요?',
  'library.confirm.replace': '바꾸기',
  'library.cancel': '취소',
  'library.error.emptyName': '시나리오 이름을 입력하세요.',
  'library.error.full':
    '라이브러리가 가득 찼습니다. 시나리오는 최대 {count}개까지 보관됩니다. 다른 시나리오를 저장하려면 하나를 삭제하세요.',
  'library.error.quota':
    '브라우저 저장 공간이 가득 차서 아무것도 저장하지 않았습니다. 저장된 시나리오를 삭제해 공간을 확보하세요.',
  'library.error.quotaOutside':
    '브라우저 저장소가 가득 차서 아무것도 저장되지 않았습니다. 삭제할 저장된 시나리오가 없습니다. 이 사이트의 다른 데이터가 공간을 차지하고 있습니다. 시나리오를 보관하려면 다운로드하세요.',
  'library.download': '시나리오 다운로드',
  'library.error.writeFailed': '브라우저가 시나리오 저장을 거부했습니다.',
  'library.error.refused':
    '브라우저가 시나리오 저장을 거부했습니다({reason}). 잃어버린 것은 없습니다. 작업은 화면에 남아 있으며 다운로드할 수 있습니다.',
  'library.error.deleteQuota':
    '브라우저 저장소가 가득 차서 이 변경마저 거부되었으므로 “{name}”은(는) 삭제되지 않았습니다. 그대로 저장되어 있습니다. 잃어버린 것은 없습니다.',
  'library.error.renameQuota':
    '브라우저 저장소가 가득 차서 “{name}”의 이름이 바뀌지 않았습니다. 이름은 그대로입니다. 잃어버린 것은 없습니다. 공간을 확보하려면 더 이상 필요 없는 저장된 시나리오를 삭제하세요.',
  'library.error.deleteRefused':
    '브라우저가 “{name}” 삭제를 거부했습니다({reason}). 그대로 저장되어 있습니다. 잃어버린 것은 없습니다.',
  'library.error.renameRefused':
    '브라우저가 “{name}”의 이름 변경을 거부했습니다({reason}). 이름은 그대로입니다. 잃어버린 것은 없습니다.',
  'library.error.past': '이전: {error} 그 후 브라우저가 변경 내용을 저장했으니 다시 시도하세요.',
  'library.error.backupFailed':
    '저장이 일시 중지되었습니다. 읽을 수 없는 저장된 시나리오를 따로 복사해 두지 못했으며, 지금 저장하면 그 시나리오를 덮어쓰게 됩니다.',
  'library.error.readFailed':
    '저장이 꺼져 있습니다. 브라우저가 저장된 시나리오 읽기를 거부했으며, 지금 저장하면 그 시나리오를 덮어쓸 수 있습니다.',
  'library.error.nameTaken': '다른 저장된 시나리오의 이름이 이미 “{name}”입니다.',
  'library.error.notFound':
    '이 시나리오는 더 이상 저장되어 있지 않습니다(다른 탭에서 삭제했을 수 있습니다).',
  'library.empty': '저장된 시나리오가 아직 없습니다.',
  'library.item.savedAt': '{date}에 저장',
  'library.item.tier': '권장: {tier}',
  'library.item.noFit': '맞는 계층 없음',
  'library.open': '열기',
  'library.open.label': '{name} 열기',
  'library.rename': '이름 바꾸기',
  'library.rename.label': '{name} 이름 바꾸기',
  'library.delete': '삭제',
  'library.delete.label': '{name} 삭제',
  'library.compare': '비교',
  'library.compare.label': '{name} 비교',
  'library.rename.field': '새 이름',
  'library.rename.save': '이름 저장',
  'library.renamed': '이름을 바꿨습니다: “{from}” → “{to}”.',
  'library.deleted': '“{name}” 시나리오를 삭제했습니다.',
  'library.undo': '실행 취소',
  'library.undo.label': '{name} 삭제 취소',
  'library.restored': '“{name}” 시나리오를 복원했습니다.',
  'library.opened': '“{name}” 시나리오를 열었습니다.',
  'library.opened.autoSaved':
    '“{name}” 시나리오를 열었습니다. 이전 시나리오는 어디에도 저장되어 있지 않아 “{saved}” 이름으로 저장했습니다.',
  'library.open.blocked':
    '“{name}” 시나리오를 열지 않았습니다. 현재 시나리오가 어디에도 저장되어 있지 않고 보관할 수도 없었습니다. {reason}',
  'library.autoSaveName': '저장되지 않은 작업 {date}',
  'library.numberedName': '{name} ({count})',
  'library.compare.heading': '두 시나리오 비교',
  'library.compare.a': '시나리오 A',
  'library.compare.b': '시나리오 B',
  'library.compare.working': '작업 중인 시나리오',
  'library.compare.close': '비교 닫기',
  'library.compare.caption': '{a}(A)와 {b}(B) 비교',
  'library.compare.measure': '항목',
  'library.compare.columnA': 'A: {name}',
  'library.compare.columnB': 'B: {name}',
  'library.compare.difference': '차이(B − A)',
  'library.compare.row.connections': '연결',
  'library.compare.row.inboundMessages': '인바운드 메시지',
  'library.compare.row.outboundMessages': '아웃바운드 메시지',
  'library.compare.row.inboundBandwidth': '인바운드 대역폭',
  'library.compare.row.outboundBandwidth': '아웃바운드 대역폭',
  'library.compare.row.billedMessages': '일일 청구 메시지',
  'library.compare.row.tier': '권장 계층',
  'library.compare.row.monthlyCost': '월 비용',
  'library.compare.row.appServers': '앱 서버',
  'library.compare.row.utilization': '{limit} 한도 사용률',
  'library.compare.utilizationHint':
    '각 한도는 해당 시나리오 자체의 권장 계층에서 사용하는 비율이며, 100%는 가이드의 최댓값입니다.',
  'library.compare.higher': '+{value}(높음)',
  'library.compare.lower': '−{value}(낮음)',
  'library.compare.same': '같음',
  'library.compare.tierSame': '같은 계층',
  'library.compare.tierDifferent': '다른 계층',
  'library.compare.noTier': '맞는 계층 없음',
  'library.compare.none': '—',
  'library.compare.none.label': '없음: 맞는 계층이 없습니다',
  'library.compare.notComparable': '비교할 수 없음',
  'library.compare.points': { other: '{count}%p' },

  // notices
  'notices.label': '알림',
  'notices.dismiss': '닫기',
  'notices.badLink.title': '이 링크를 열 수 없습니다',
  'notices.badLink.corrupt':
    '링크가 손상되었거나 잘렸습니다(일부 채팅 및 메일 앱은 긴 링크를 자릅니다). 공유된 곳에서 링크를 다시 복사하세요.',
  'notices.badLink.tooLong':
    '링크가 어떤 시나리오에 필요한 길이보다도 훨씬 길어서 열지 않았습니다.',
  'notices.badLink.codecUnavailable':
    '링크를 읽는 코드를 불러오지 못했습니다(연결이 끊겼을 수 있습니다). 페이지를 새로 고쳐 다시 시도하세요.',
  'notices.badLink.newerVersion':
    '이 링크는 이 도구의 더 새로운 버전(링크 형식 {version})에서 만들어졌습니다. 같은 버전으로 열거나 새 링크를 요청하세요.',
  'notices.badLink.invalid': '링크에 시나리오 형식이 허용하지 않는 값이 있어 열지 않았습니다:',
  'notices.badLink.moreIssues': {
    other: '…외 문제 {count}개.',
  },
  'notices.badLink.ownKept': '사용자의 시나리오를 변경 없이 표시합니다.',
  'notices.openedLink.title': '공유된 시나리오를 열었습니다',
  'notices.openedLink.body':
    '사용자의 시나리오는 보관되어 있습니다. 언제든지 되돌아갈 수 있습니다.',
  'notices.openedLink.inPageOnly':
    '이 브라우저의 저장 공간이 부족해 사용자의 시나리오를 따로 보관할 수 없었습니다. 시나리오는 이 페이지에 보관되며, 저장소에 남아 있는 내용 위에는 아무것도 저장하지 않습니다. 페이지를 닫기 전에 복원하거나 다운로드하세요.',
  'notices.openedLink.inPageRefused':
    '이 브라우저가 사용자의 시나리오를 따로 보관하는 것을 거부했습니다({reason}). 시나리오는 이 페이지에 보관되며, 저장소에 남아 있는 내용 위에는 아무것도 저장하지 않습니다. 잃어버린 것은 없습니다. 페이지를 닫기 전에 복원하거나 다운로드하세요.',
  'notices.openedLink.blocked':
    '이 브라우저는 페이지가 아무것도 저장하지 못하게 하므로, 내 시나리오는 이 페이지에만 보관됩니다. 페이지를 닫기 전에 복원하거나 다운로드하세요.',
  'notices.openedLink.restore': '내 시나리오 복원',
  'notices.openedLink.download': '내 시나리오 다운로드',
  'notices.storageUnreadable.title': '저장된 시나리오를 읽을 수 없습니다',
  'notices.storageUnreadable.newerVersion':
    '이 페이지의 최신 버전(형식 {version})으로 저장되어 이 버전에서는 읽을 수 없습니다.',
  'notices.storageUnreadable.body':
    '대신 예제를 표시합니다. 읽을 수 없는 사본은 이 브라우저의 “{key}” 항목에 보관되어 있습니다.',
  'notices.storageUnreadable.notKept':
    '대신 예제를 표시합니다. 읽을 수 없는 데이터를 따로 복사해 둘 공간이 없어 데이터는 원래 자리에 그대로 두었고, 페이지는 그 위에 저장하지 않습니다. 따라서 여기서 변경한 내용은 저장되지 않습니다. 데이터를 다운로드해 보관한 뒤 페이지가 저장하도록 허용하세요.',
  'notices.storageUnreadable.refused':
    '대신 예제를 표시합니다. 이 브라우저가 읽을 수 없는 데이터를 따로 복사하는 것을 거부해({reason}) 데이터는 원래 자리에 그대로 두었고, 페이지는 그 위에 저장하지 않습니다. 따라서 여기서 변경한 내용은 저장되지 않습니다. 데이터를 다운로드해 보관한 뒤 페이지가 저장하도록 허용하세요.',
  'notices.storageUnreadable.slotsFull':
    '대신 예제를 표시합니다. 이 브라우저에는 읽을 수 없는 이전 사본이 이미 {count}개(“{key}”, “{key}:2”부터 “{key}:{count}”까지) 있으며, 이는 페이지가 보관하는 최대치입니다. 따라서 이 데이터는 원래 자리에 그대로 두었고 페이지는 그 위에 저장하지 않습니다. 여기서 변경한 내용은 저장되지 않습니다. 데이터를 다운로드해 보관하거나 이전 사본을 지운 뒤 페이지가 저장하도록 허용하세요.',
  'notices.storageUnreadable.download': '읽을 수 없는 데이터 다운로드',
  'notices.storageUnreadable.overwrite': '내 작업으로 덮어쓰기',
  'notices.storageReadFailed.title': '이 브라우저가 저장된 작업 읽기를 거부했습니다',
  'notices.storageReadFailed.body':
    '대신 예제를 표시하며, 브라우저에 저장된 내용 위에는 아무것도 저장하지 않습니다. 따라서 이 페이지에서 변경한 내용은 저장되지 않습니다. 변경 내용을 보관하려면 시나리오를 다운로드하세요.',
  'notices.saveFailed.title': '변경 내용이 저장되지 않고 있습니다',
  'notices.saveFailed.body':
    '이 브라우저의 저장 공간이 가득 찼습니다. 페이지가 열려 있는 동안 작업은 이 페이지에서 안전하게 유지됩니다. 보관하려면 시나리오를 다운로드하거나, 더 이상 필요 없는 저장된 시나리오를 삭제해 공간을 확보하세요.',
  'notices.saveRefused.body':
    '이 브라우저가 변경 내용 저장을 거부했습니다({reason}). 잃어버린 것은 없습니다. 페이지가 열려 있는 동안 작업은 이 페이지에 남아 있으며, 변경할 때마다 다시 저장을 시도합니다. 파일로 보관하려면 시나리오를 다운로드하세요.',
  'notices.keepFailed.title': '변경 내용이 저장되지 않고 있습니다',
  'notices.keepFailed.body':
    '이 브라우저의 저장 공간이 가득 차서 바뀐 시나리오를 이 페이지에만 따로 보관할 수 있었습니다. 저장소에 남아 있는 내용 위에는 아무것도 저장하지 않으므로, 지금부터 하는 작업은 이 페이지에만 보관됩니다. 보관하려면 시나리오를 다운로드하거나, 더 이상 필요 없는 저장된 시나리오를 삭제하세요. 바뀐 시나리오를 따로 보관할 수 있게 되거나 다시 화면에 불러오면 저장이 다시 시작됩니다.',
  'notices.keepRefused.body':
    '이 브라우저가 바뀐 시나리오를 따로 보관하는 것을 거부해({reason}) 이 페이지에만 보관되어 있습니다. 잃어버린 것은 없습니다. 저장소에 남아 있는 내용 위에는 아무것도 저장하지 않으므로, 지금부터 하는 작업은 페이지가 열려 있는 동안 이 페이지에 보관됩니다. 보관하려면 시나리오를 다운로드하세요. 바뀐 시나리오를 따로 보관할 수 있게 되거나(변경할 때마다 다시 시도합니다) 다시 화면에 불러오면 저장이 다시 시작됩니다.',
  'notices.download': '시나리오 다운로드',
  'notices.otherTab.title': '다른 탭에서 이 시나리오를 변경했습니다',
  'notices.otherTab.body':
    '이 시나리오는 다른 탭에서도 열려 있으며, 그 탭에서 다른 버전을 저장했습니다. 선택할 때까지 여기서 변경한 내용은 저장되지 않습니다. 선택하지 않은 버전은 사라지지 않고 따로 보관됩니다.',
  'notices.otherTab.unreadable':
    '이 시나리오는 다른 탭에서도 열려 있으며, 그 탭에서 이 페이지가 읽을 수 없는 버전(새 버전의 도구에서 저장한 것일 수 있음)을 저장했습니다. 내 버전을 유지할 때까지 여기서 변경한 내용은 저장되지 않으며, 유지하면 다른 버전은 그대로 따로 복사됩니다.',
  'notices.otherTab.load': '다른 탭의 버전 불러오기',
  'notices.otherTab.keep': '내 버전 유지',
  'notices.storageUnavailable.title': '이 브라우저에서는 페이지가 작업을 저장할 수 없습니다',
  'notices.storageUnavailable.body':
    '비공개 브라우징 또는 임베드된 프레임이 저장소를 차단합니다. 모든 기능은 그대로 작동하니, 공유 링크나 내보내기로 시나리오를 보관하세요.',

  // presets
  'presets.heading': '프리셋',
  'presets.intro':
    '알려진 시나리오에서 시작한 다음 조정하세요. 프리셋을 불러오면 워크로드가 대체됩니다.',
  'presets.group.benchmarks': '가이드의 벤치마크',
  'presets.group.benchmarks.hint':
    '2019년 가이드와 목표 100%로 산정하므로, 각 프리셋이 가이드가 측정한 유닛에 그대로 맞습니다.',
  'presets.group.examples': '가이드의 계산 예제',
  'presets.group.examples.hint': '2019년 가이드, 목표 100%: 둘 다 유닛 100에 해당합니다.',
  'presets.group.webPubSubBenchmarks': 'Azure Web PubSub 벤치마크',
  'presets.group.webPubSubBenchmarks.hint':
    '가이드의 5개 표의 유닛 10, 현재 버전, 목표 100%: 모두 유닛 10에 해당합니다.',
  'presets.group.mixes': '현실적인 조합',
  'presets.group.mixes.hint': '현재 가이드, 목표 70%.',
  'presets.applied': '“{name}” 프리셋을 불러왔습니다.',
  'presets.mismatch.title': '“{name}”은(는) 현재 설정과 다른 설정에 맞춰 만들어졌습니다',
  'presets.mismatch.body':
    '이 프리셋의 설정: {presetEdition}, 사용률 목표 {presetTarget}. 현재 설정: {yourEdition}, 사용률 목표 {yourTarget}. 가격, 앱 서버 프레임워크, 허브 수, 허브당 서버 연결 수, 가이드 해석 방식은 어느 쪽을 선택해도 그대로 유지됩니다.',
  'presets.mismatch.takePreset': '프리셋 설정으로 불러오기({edition}, {target})',
  'presets.mismatch.keepMine': '내 설정으로 불러오기({edition}, {target})',
  'presets.mismatch.connections': '연결, 이 프리셋: {preset}. 내 설정: {yours}.',
  'presets.connections.counted': '연결 할당량의 {target}까지, 서버 연결 포함',
  'presets.connections.notCounted':
    '연결 할당량의 {target}까지, 서버 연결 제외(가이드의 벤치마크와 동일)',
  'presets.mismatch.cancel': '취소',
  'presets.benchmarkEcho.title': '유닛 10의 에코',
  'presets.benchmarkEcho.description':
    '연결 10,000개가 각각 초당 2KB를 보내고, 그 메시지가 자신에게 돌아옵니다.',
  'presets.benchmarkBroadcast.title': '유닛 100의 브로드캐스트',
  'presets.benchmarkBroadcast.description':
    '초당 2KB 메시지 2개를 각각 연결 100,000개 모두에 전달합니다.',
  'presets.benchmarkSmallGroups.title': '유닛 20의 작은 그룹',
  'presets.benchmarkSmallGroups.description':
    '연결 20,000개가 구성원 10명인 그룹에 초당 메시지 4,000개를 보냅니다.',
  'presets.benchmarkConnection.title': '유닛 10의 연결로 보내기',
  'presets.benchmarkConnection.description':
    '연결 10,000개, 초당 메시지 8,000개, 각 메시지는 다른 연결 하나로 전달됩니다.',
  'presets.benchmarkRestUser.title': '유닛 10의 REST 사용자에게 보내기',
  'presets.benchmarkRestUser.description':
    '초당 REST 호출 1,300건, 각 호출은 연결된 사용자 10,000명 중 한 명에게 전달됩니다.',
  'presets.exampleBroadcast20KB.title': '5초마다 20KB 브로드캐스트',
  'presets.exampleBroadcast20KB.description':
    '5초마다 20KB 메시지 하나를 연결 100,000개에 보냅니다.',
  'presets.exampleBroadcast256KB.title': '5초마다 256KB 브로드캐스트',
  'presets.exampleBroadcast256KB.description':
    '5초마다 256KB 메시지 하나를 연결 7,812개에 보냅니다(가이드는 8,000으로 반올림합니다).',
  'presets.webPubSubEcho.title': 'Web PubSub: 업스트림을 통한 에코(유닛 10)',
  'presets.webPubSubEcho.description':
    '연결 10,000개, 초당 2KB 클라이언트 이벤트 5,000개, 각각 업스트림(이벤트 처리기)이 응답합니다.',
  'presets.webPubSubBigGroup.title': 'Web PubSub: 대규모 그룹(유닛 10)',
  'presets.webPubSubBigGroup.description':
    '초당 2KB 메시지 30개를 구성원 1,000명인 그룹 10개로: 초당 30,000건 전달.',
  'presets.webPubSubSmallGroups.title': 'Web PubSub: 소규모 그룹(유닛 10)',
  'presets.webPubSubSmallGroups.description':
    '연결 10,000개가 하위 프로토콜로 구성원 10명인 그룹에 초당 메시지 2,000개를 게시합니다.',
  'presets.webPubSubRestUser.title': 'Web PubSub: REST 사용자 전송(유닛 10)',
  'presets.webPubSubRestUser.description':
    '초당 REST 호출 1,800건, 각 호출은 연결된 사용자 10,000명 중 한 명에게 전달됩니다.',
  'presets.webPubSubRestBroadcast.title': 'Web PubSub: REST 브로드캐스트(유닛 10)',
  'presets.webPubSubRestBroadcast.description':
    '초당 2KB REST 브로드캐스트 3건, 각각 연결 10,000개 모두에 전달됩니다.',
  'presets.teamChat.title': '채팅방이 있는 팀 채팅',
  'presets.teamChat.description':
    '10명짜리 채팅방으로 보내는 메시지와, 화면 2,000개에 브로드캐스트하는 실시간 대시보드.',
  'presets.liveDashboard.title': '실시간 대시보드',
  'presets.liveDashboard.description':
    '서버 하나가 2초마다 2KB 업데이트를 열려 있는 대시보드 2,000개에 푸시합니다.',
  'presets.stockTicker.title': '주식 시세',
  'presets.stockTicker.description':
    '작은 가격 변동을 초당 두 번 트레이더 5,000명에게 브로드캐스트합니다.',
  'presets.restNotifications.title': 'REST 알림',
  'presets.restNotifications.description':
    '서버리스 백엔드가 사용자에게 개인 알림을 보내고, 가끔 전체 공지를 보냅니다.',
  'presets.multiplayerLobby.title': '멀티플레이어 로비',
  'presets.multiplayerLobby.description':
    '8명 그룹의 로비 채팅과, 상대 한 명에게 초당 다섯 번 보내는 플레이어 이동.',
  'presets.webPubSubChat.title': 'Web PubSub의 10명 그룹 채팅',
  'presets.webPubSubChat.description':
    '일반 WebSocket 클라이언트가 하위 프로토콜로 10명 방에 게시하며 서버는 관여하지 않습니다: 10,000명, 각자 25초마다 메시지 1개.',
  'presets.webPubSubLiveScores.title': 'Web PubSub의 실시간 점수',
  'presets.webPubSubLiveScores.description':
    '경기 서버가 5초마다 점수 업데이트를 REST API로 팬 50,000명의 페이지에 보냅니다.',

  // settings
  'settings.heading': '설정',
  'settings.service': '서비스',
  'settings.service.signalr.hint':
    '클라이언트는 SignalR 프로토콜을 사용하고, 앱 서버(허브 서버)가 서비스에 대한 서버 연결을 유지합니다.',
  'settings.service.webPubSub.hint':
    '클라이언트는 일반 WebSocket 또는 Web PubSub 하위 프로토콜을 사용하고, 클라이언트 이벤트는 허브 서버가 아니라 업스트림(이벤트 처리기)으로 갑니다.',
  'settings.service.blocked':
    '{service} 가이드에는 {names}의 ‘패턴’인 {patterns}에 대한 표가 없습니다. 먼저 그곳에서 {allowed} 중 하나를 선택하세요.',
  'settings.edition': '가이드 버전',
  'settings.edition.current.hint': 'Premium_P2로 최대 1,000유닛(가이드의 일본어 번역본).',
  'settings.edition.2019.hint': '유닛 1~100(폴란드어, 독일어, 프랑스어, 한국어 번역본).',
  'settings.edition.webPubSub.current.hint':
    'Premium_P2로 유닛 최대 1,000(Microsoft가 현재 게시하는 페이지).',
  'settings.edition.webPubSub.2021.hint': '유닛 1~100(2021년에 처음 게시된 가이드).',
  'settings.target': '사용률 목표',
  'settings.target.hint':
    '권장 계층이 처리량 한도에서 사용할 수 있는 최대 비율입니다. 가이드는 서버 부하를 70% 미만으로 유지하도록 권장합니다.',
  'settings.unit.percent': '%',
  'settings.connectionTarget': '연결 사용률 목표',
  'settings.connectionTarget.hint':
    '권장 계층이 연결 할당량(클라이언트와 서버 연결)에서 사용할 수 있는 최대 비율입니다. 공급업체의 자동 크기 조정 예제는 {scaleOut} 초과 시 유닛을 추가합니다. 재연결이 몰리거나 사용량이 많은 시간대를 위한 여유입니다.',
  'settings.reading': '가이드 해석',
  'settings.reading.hint':
    '가이드가 다루지 않는 부분(측정한 그룹 크기 사이의 크기, 표의 열 사이에 있는 유닛)에서 어떤 해석으로 산정할지 정합니다. 어느 쪽이든 페이지에는 범위가 표시됩니다.',
  'settings.reading.optimistic': '가장 유리한 해석',
  'settings.reading.optimistic.hint':
    '구성원 2~9명인 그룹은 연결로 보내기와 작은 그룹 중 더 나은 값을 사용합니다.',
  'settings.reading.interpolated': '보간(기본값)',
  'settings.reading.interpolated.hint':
    '열 사이는 선형, 그룹은 로그 보간합니다. 가이드 자체의 방법이며, 모든 벤치마크가 해당 유닛에 그대로 맞습니다.',
  'settings.reading.conservative': '가장 불리한 해석',
  'settings.reading.conservative.hint':
    '계층의 유닛 이하에 표기된 용량만 사용합니다. 더 큰 그룹은 전달량으로 제한합니다.',
  'settings.serverConnections': '앱 서버와 허브',
  'settings.hubs': '허브 수',
  'settings.hubs.hint': '각 앱 서버는 허브마다 한 번씩 서버 연결을 엽니다.',
  'settings.unit.hubs': '허브',
  'settings.unit.connections': '연결',
  'settings.perHub': '허브당 서버 연결',
  'settings.perHub.advice':
    '이 조합에 대한 가이드의 권장값: {advice}(벤치마크 실행 시 15, 브로드캐스트나 큰 그룹이 있으면 40). 따로 설정하지 않으면 SDK는 5개를 엽니다.',
  'settings.perHub.chosen':
    '직접 입력한 값입니다. 이 조합에 대한 가이드의 권장값은 {advice}입니다.',
  'settings.perHub.reset': '가이드 권장값 사용({advice})',
  'settings.countServerConnections': '서버 연결을 연결 할당량에 포함',
  'settings.countServerConnections.on':
    '서비스의 실제 방식대로 셉니다(Azure/azure-signalr issue 254). 허브 하나에 클라이언트 1,000개가 연결되면 2유닛이 필요합니다.',
  'settings.countServerConnections.off':
    '가이드의 벤치마크 방식대로 셉니다. 가이드의 표를 재현하지만, 실제 서비스는 서버 연결도 셉니다.',
  'settings.framework': '앱 서버 프레임워크',
  'settings.framework.hint':
    '읽을 앱 서버 표를 선택합니다. 2019년 가이드에는 에코, 브로드캐스트, 작은 그룹에 대한 ASP.NET SignalR 표가 있으며, 다른 패턴은 ASP.NET Core 표를 사용합니다.',
  'settings.framework.aspnetcore': 'ASP.NET Core',
  'settings.framework.aspnet': 'ASP.NET SignalR',

  // share
  'share.heading': '공유',
  'share.intro':
    '링크의 프래그먼트(# 뒤)에 시나리오 전체가 담기며, 브라우저는 이 부분을 서버로 보내지 않습니다.',
  'share.link': '이 시나리오 링크',
  'share.length': { other: '{count}자' },
  'share.tooLong':
    '2,000자를 넘습니다. Teams와 Outlook에서 잘릴 수 있습니다. 워크로드 이름을 줄이거나, 워크로드를 제거하거나, 대신 내보낸 파일을 공유하세요.',
  'share.copy': '링크 복사',
  'share.copied': '링크를 복사했습니다.',
  'share.copyFailed':
    '복사가 차단되었습니다. 링크가 선택되어 있으니 Ctrl+C(Mac에서는 ⌘C)를 누르세요.',

  // summaryBar
  'summaryBar.label': '현재 결과',
  'summaryBar.cost': '월 {cost}',
  'summaryBar.show': '결과 보기',

  // recommendation
  'recommendation.heading': '권장 사항',
  'recommendation.headline.empty': '아직 워크로드가 없습니다',
  'recommendation.headline.noFit': '이 시나리오에 맞는 계층이 없습니다',
  'recommendation.empty': '워크로드를 추가하면 필요한 계층, 앱 서버, 월 비용을 볼 수 있습니다.',
  'recommendation.tier': '서비스 계층',
  'recommendation.deployment.instances': { other: '{tier} 인스턴스 {count}개' },
  'recommendation.deployment.regions': '지역 {count}개 각각에 {deployment}',
  'recommendation.deployment.regionsSplit': {
    other: '기본 지역에 {deployment}, 복제본 {count}개에 {units}유닛',
  },
  'recommendation.deployment.autoscale': '{deployment}, {minimum}–{maximum}유닛 자동 크기 조정',
  'recommendation.why.replicasNeedPremium':
    'Premium입니다. 지역 복제본은 Premium에서만 실행되기 때문입니다. 지역이 하나라면 {cheapest}로 충분합니다.',
  'recommendation.why.replicasNeedPremium.alone':
    'Premium입니다. 지역 복제본은 Premium에서만 실행되기 때문입니다.',
  'recommendation.why.autoscale':
    '자동 크기 조정입니다. 하루 부하 프로필에 최대치보다 한산한 시간대가 있기 때문입니다. 유닛이 부하를 따라가고, 각 시간대에 실행된 유닛만큼만 지불합니다.',
  'recommendation.why.autoscaleCheaper':
    'Premium 자동 크기 조정입니다. 하루 부하 프로필에 최대치보다 한산한 시간대가 있기 때문입니다. 유닛이 부하를 따라가며, 하루 종일 최대치에 맞춘 {cheapest}보다 비용이 적습니다.',
  'recommendation.why.fixedRuleNeverScales':
    '하루에 한산한 시간대가 있지만 유닛을 고정합니다. 자동 크기 조정 규칙은 확장 임계값에서 매시간 {units}개 유닛을 유지하므로(월 {cost}) 전혀 크기를 조정하지 않는 규칙입니다. 목표에 맞춰 고정하는 편이 저렴합니다.',
  'recommendation.why.fixedCheaperThanAutoscale':
    '하루에 한산한 시간대가 있지만 유닛을 고정합니다. 규칙의 임계값에서 {minimum}~{maximum}개 유닛으로 자동 크기 조정하면 월 {cost}로, 목표가 하루 종일 필요로 하는 유닛보다 비쌉니다.',
  'recommendation.why.severalInstances': {
    other:
      '인스턴스 {count}개입니다. 인스턴스 하나로는 이 부하를 감당할 수 없기 때문입니다. 클라이언트를 인스턴스에 나누고, 각 인스턴스는 에코를 뺀 모든 메시지를 받습니다.',
  },
  'recommendation.why.severalInstancesCheaper': {
    other:
      '인스턴스 {count}개입니다. 더 큰 인스턴스 하나보다 비용이 적기 때문입니다. 클라이언트를 인스턴스에 나누고, 각 인스턴스는 에코를 뺀 모든 메시지를 받습니다.',
  },
  'recommendation.alternative.severalInstances':
    '더 저렴한 구성: {deployment}, 월 {cost}, {saving} 절약. 대신 클라이언트를 인스턴스에 나누고 모든 앱 서버를 모든 인스턴스에 연결해야 합니다.',
  'recommendation.autoscale': '자동 크기 조정',
  'recommendation.autoscale.rule':
    '연결 할당량의 {out}를 넘으면 확장하고 {in} 아래로 내려가면 축소합니다. {coolDown}마다 최대 한 단계, {minimum}–{maximum}유닛 범위입니다.',
  'recommendation.autoscale.eachRegion': '지역마다 자체 부하에 맞춘 자체 규칙이 있습니다.',
  'recommendation.autoscale.aboveTarget.connections':
    '이 규칙은 연결 할당량의 {out}을 넘으면 확장하는데, 이는 연결 목표 {target}보다 높습니다. 최대 시간대에 {tier}은(는) {peak}로 실행됩니다.',
  'recommendation.autoscale.aboveTarget.throughput':
    '이 규칙은 {out}을 넘으면 확장하는데, 이는 처리량 목표 {target}보다 높습니다. 최대 시간대에 {tier}은(는) 가장 바쁜 처리량 한도를 {peak}로 사용합니다.',
  'recommendation.autoscale.atTarget': '{target}에서 확장',
  'recommendation.range.end': '{tier}(월 {cost})',
  'recommendation.regions.allTraffic': {
    other:
      '지역 {regions}개(기본과 복제본 {count}개), 각각 {tier}, 한 지역이 넘겨받을 수 있도록 전체 트래픽 기준 크기: 각 월 {each}, 합계 월 {total}.',
  },
  'recommendation.regions.split': {
    other:
      '지역 {regions}개(기본과 복제본 {count}개), 각각 클라이언트 몫에 맞춘 크기: 합계 월 {total}.',
  },
  'recommendation.regions.billing':
    '각 지역은 자체 유닛과 자체 클라이언트에게 전달한 메시지를 청구합니다.',
  'recommendation.cost.profile':
    '하루 부하 프로필 반영: 유닛은 시간마다 자동 크기 조정 규칙을 따르고 메시지는 프로필을 따릅니다. “하루와 1년”에서 하루 종일 최대치와 비교합니다.',
  'recommendation.cost.profileFixed':
    '하루 부하 프로필 반영: 유닛은 최대치 그대로이고 메시지는 프로필을 따릅니다. “하루와 1년”에서 Premium 자동 크기 조정과 비교합니다.',
  'recommendation.range': '{from}에서 {to} 사이입니다. 이유: {because}.',
  'recommendation.range.noConservative':
    '{from}부터 맞는 계층이 없는 범위까지입니다. 이유: {because}. 가장 불리한 해석에서는 맞는 계층이 없습니다.',
  'recommendation.range.reason.groupSize':
    '가이드가 측정한 그룹 크기(구성원 {lower}명, {upper}명) 사이에 있는 구성원 {groupSize}명 그룹',
  'recommendation.range.reason.bigGroup':
    '가이드가 측정한 가장 큰 그룹(구성원 {measured}명)보다 큰 구성원 {groupSize}명 그룹',
  'recommendation.range.reason.units': '가이드의 열 {lower}~{upper} 사이에 있는 유닛 {units}',
  'recommendation.range.reason.billedBytes':
    'Web PubSub 청구 페이지는 아웃바운드 바이트를 2KB 메시지로 세지만, 메시지별로 읽으면 각 메시지가 2KB 단위로 올림됨',
  'recommendation.range.hint':
    '가이드는 이 부분을 다루지 않습니다. “가이드 해석” 설정에서 어느 쪽 끝으로 산정할지 선택합니다.',
  'recommendation.chosenForCost':
    '한도가 아니라 비용 때문에 선택했습니다. 포함된 메시지 덕분에, 맞는 가장 작은 계층인 {smallest}보다 저렴합니다.',
  'recommendation.serverConnections.counted':
    '서버 연결 총 {total}개({hubs})를 클라이언트와 함께 연결 할당량에 포함합니다.',
  'recommendation.serverConnections.eachInstance':
    '인스턴스마다 서버 연결 {total}개({hubs}): 모든 앱 서버가 모든 인스턴스에 연결하며, 각 인스턴스는 이를 클라이언트와 함께 자체 연결 할당량에 포함합니다.',
  'recommendation.serverConnections.notCounted':
    '가이드의 벤치마크처럼 서버 연결을 연결 할당량에 포함하지 않습니다. 실제 서비스는 포함해서 셉니다.',
  'recommendation.hubs': {
    other: '허브 {count}개',
  },
  'recommendation.reconnect': '전체 재연결',
  'recommendation.reconnect.value': '클라이언트 {clients}개, 초당 약 {rate}개: {seconds}',
  'recommendation.reconnect.hint':
    '다시 시작, 크기 조정 작업, 일시적인 네트워크 끊김 후에는 모든 클라이언트가 한꺼번에 다시 연결합니다. 속도는 서비스 유지 관리자가 제시한 값입니다(issue 1282). SignalR 클라이언트는 기본적으로 {window} 동안 재시도합니다.',
  'recommendation.tier.edition': '{edition} 표를 기준으로 산정했습니다.',
  'recommendation.appServers': '앱 서버',
  'recommendation.upstream': '업스트림',
  'recommendation.upstream.value':
    '피크 시 초당 약 {rate}개의 요청: 각 클라이언트 이벤트(에코)는 업스트림(이벤트 처리기)이 응답하는 HTTP POST(CloudEvents)입니다.',
  'recommendation.upstream.hint':
    '각 요청은 클라이언트가 받는 응답과 별도로 아웃바운드 메시지로 청구됩니다. 가이드는 병목이 아닌 업스트림을 HTTP 1.1로 가정했습니다.',
  'recommendation.upstream.none':
    '없음: 서버로 가는 클라이언트 이벤트가 없습니다(그룹은 하위 프로토콜로, REST 호출은 자체 서버에서).',
  'recommendation.appServers.value': {
    other: '{servers}, 각각 허브당 서버 연결 {count}개',
  },
  'recommendation.appServers.none':
    '없음: 모든 워크로드가 서버리스(REST API)이므로 서비스에 연결하는 앱 서버가 없습니다.',
  'recommendation.appServers.minimum':
    '최소 2대(가이드에 따르면 SLA에는 2대로 충분합니다)이며, 각 워크로드가 주는 부하에서 가이드의 앱 서버 표가 더 많이 요구하면 그 수를 따릅니다.',
  'recommendation.appServers.free':
    'Free에서는 한 대로 충분합니다. SLA가 없고 연결이 최대 20개이기 때문입니다(가정).',
  'recommendation.appServers.benchmark':
    'SDK는 기본적으로 허브당 서버 연결을 {default}개 엽니다. 가이드의 벤치마크는 {count}개로 실행했으므로, 같은 처리량을 얻으려면 {count}개로 설정하세요.',
  'recommendation.appServers.fanOut':
    'SDK는 기본적으로 허브당 서버 연결을 {default}개 엽니다. 브로드캐스트하거나 큰 그룹(구성원 20명 이상)으로 보낼 때는 팬아웃이 충분한 연결에 분산되도록 가이드가 {count}개를 요구합니다.',
  'recommendation.cost': '월 비용',
  'recommendation.cost.split':
    '유닛: {unitsCost}. 하루 포함량 {included}개를 넘는 메시지(하루 {extra}개): {extraCost}.',
  'recommendation.cost.noExtra':
    '유닛: {unitsCost}. 추가 메시지 없음: 하루 청구 메시지 {billed}개가 포함량 {included}개 안에 듭니다.',
  'recommendation.cost.crossRegion':
    '지역 간 데이터 전송: {cost}(월 {gigabytes}, GB당 {rate}, Azure 대역폭 가격).',
  'recommendation.cost.free':
    'Free는 비용이 없습니다. 하루 메시지 {quota}개는 청구 기준이 아니라 넘을 수 없는 한도입니다.',
  'recommendation.replicas.allTraffic': {
    other:
      '× {regions}개 지역(기본 + 복제본 {count}개), 각 지역 {tier}(월 {each}), 전체 트래픽 기준 크기: 월 총비용 {cost}.',
  },
  'recommendation.replicas.split': {
    other:
      '× {regions}개 지역(기본 + 복제본 {count}개), 각 지역은 트래픽 몫에 맞춘 크기: 월 총비용 {cost}.',
  },
  'recommendation.replicas.noFit': {
    other: '복제본 {count}개: 한 지역의 몫이 어떤 Premium 계층에도 맞지 않아 합계가 없습니다.',
  },
  'recommendation.replicas.profile': '각 지역의 메시지는 하루 부하 프로필을 따릅니다(계획 참조).',
  'recommendation.binding': '병목 한도',
  'recommendation.binding.hint':
    '상한에 가장 가까운 한도가 계층을 결정합니다. 연결은 연결 사용률 목표({connectionTarget}), 일일 메시지는 100%, 처리량은 사용률 목표({target})가 상한입니다.',
  'recommendation.binding.hintAutoscale':
    '상한에 가장 가까운 한도가 유닛 수를 정합니다. 최대 시간대에 자동 크기 조정은 모든 한도를 확장 임계값 {out} 이하로 유지합니다.',
  'recommendation.limit.connections': '연결: 이 계층이 수용하는 연결 {capacity}개 중 {percent}',
  'recommendation.limit.connectionsWithServer':
    '연결: 이 계층이 수용하는 연결 {capacity}개 중 {percent}(서버 연결 포함)',
  'recommendation.limit.inboundBandwidth':
    '인바운드 대역폭: 유닛 {units}의 {capacity} 중 {percent}(에코 표의 최대 인바운드)',
  'recommendation.limit.outboundBandwidth':
    '아웃바운드 대역폭: 유닛 {units}의 {capacity} 중 {percent}(브로드캐스트 표의 최대 아웃바운드)',
  'recommendation.limit.outboundBandwidth.bigGroup':
    '아웃바운드 대역폭: 유닛 {units}의 {capacity} 중 {percent}(대규모 그룹 표의 최대 아웃바운드)',
  'recommendation.limit.routing':
    '라우팅: 유닛 {units}에서 라우팅 표가 허용하는 양의 {percent}(그룹, 연결로 보내기, REST 사용자에게 보내기 워크로드마다 메시지 속도를 해당 표에 대한 비율로 구해 합산)',
  'recommendation.limit.routing.webPubSub':
    '라우팅: 유닛 {units}에서 라우팅 표가 허용하는 양의 {percent}(각 그룹 및 REST 사용자 전송 워크로드의 메시지 속도를 각자의 표에 대한 비율로 더한 값)',
  'recommendation.limit.dailyMessages':
    '일일 메시지: Free의 하루 청구 메시지 할당량 {quota}개 중 {percent}',
  'recommendation.growth': '성장 여유',
  'recommendation.growth.value':
    '{tier} 계층이 맞지 않게 되기 전까지 ×{factor}(사용자 {percent} 증가)',
  'recommendation.growth.none': '없음: 사용자가 조금이라도 늘면 {tier}보다 큰 계층이 필요합니다.',
  'recommendation.growth.hint':
    '사용자가 늘면 각 워크로드의 연결이 늘고, 발신자가 함께 늘도록 설정한 워크로드는 발신자도 늘어납니다(워크로드마다 설정). 서버 연결은 그대로입니다.',
  'recommendation.growth.broadcast':
    '사용자와 함께 발신자도 늘어나는 브로드캐스트는 제곱으로 늘어납니다. 발신자가 늘고, 각 발신자가 더 많은 연결에 도달하기 때문입니다.',
  'recommendation.noFit.closest': {
    other: '가장 가까운 계층인 {tier}도 한도 {count}개를 초과합니다:',
  },
  'recommendation.noFit.ceiling':
    '권장 계층은 각 처리량 한도의 {target}까지, 연결은 {connectionTarget}까지 사용할 수 있습니다.',
  'recommendation.noFit.fixes': '맞출 수 있는 방법',
  'recommendation.noFit.otherEdition':
    '{edition} 표로는 이 시나리오가 맞습니다. 이 표에서 부족한 부분에 더 많은 용량이 표기되어 있습니다.',
  'recommendation.noFit.switch': '{edition} 표로 산정',
  'recommendation.noFit.throughput':
    '처리량 줄이기: 발신자 수를 줄이거나, 전송 간격을 늘리거나, 메시지를 작게 하세요(1KB까지. 더 작은 메시지도 서비스에 1KB와 같은 부하를 줍니다).',
  'recommendation.noFit.connections':
    '연결을 여러 서비스 인스턴스로 나누세요. 이 표에서 인스턴스 하나는 최대 연결 {max}개를 수용합니다.',
  'recommendation.noFit.routingPlateau2019':
    '2019년 표에서 작은 그룹과 연결로 보내기는 유닛 50부터 더 늘지 않으며, 그 가이드는 더 필요하면 고객 지원에 문의하라고 합니다. 라우팅되는 트래픽을 여러 인스턴스로 나누거나 Azure 지원에 문의하세요.',
  'recommendation.noFit.routingSplit':
    '라우팅되는 트래픽(그룹, 연결로 보내기, REST 사용자에게 보내기)을 여러 서비스 인스턴스로 나누거나 Azure 지원에 문의하세요.',

  // totals
  'totals.heading': '합계',
  'totals.connections': '연결',
  'totals.inboundMessages': '인바운드 메시지',
  'totals.outboundMessages': '아웃바운드 메시지',
  'totals.inboundBandwidth': '인바운드 대역폭',
  'totals.outboundBandwidth': '아웃바운드 대역폭',
  'totals.loadHint': '산정 기준 부하: {load}. 1KB 미만 메시지는 1KB로 계산합니다.',
  'totals.billedMessages': '일일 청구 메시지',
  'totals.billedHint':
    '2KB 단위로 센 아웃바운드 메시지에, 기본 모드에서 앱 서버로 가는 구간을 더한 값입니다.',
  'totals.billedHintProfile':
    '부하 프로필대로의 하루 기준: 2KB 단위로 센 아웃바운드 메시지에, 기본 모드에서 앱 서버로 가는 구간을 더한 값입니다.',
  'totals.billedHint.webPubSub':
    '아웃바운드 바이트를 2KB 메시지로 나눈 값이며, 클라이언트 이벤트의 업스트림 호출을 포함합니다.',
  'totals.billedHintProfile.webPubSub':
    '부하 프로필에 따른 하루 동안: 아웃바운드 바이트를 2KB 메시지로 나눈 값이며, 클라이언트 이벤트의 업스트림 호출을 포함합니다.',
  'totals.crossRegion': '지역 간 데이터 전송',
  'totals.crossRegionHint':
    '월 {gigabytes}, GB당 {rate}(Azure 대역폭 가격, {date}년 기준). 월 비용에 포함됩니다.',
  'totals.monthlyCost': '월 비용',
  'totals.costTier': '{tier} 기준',
  'totals.noCost': '—',
  'totals.noCost.empty': '아직 워크로드가 없습니다.',
  'totals.noCost.noFit': '이 시나리오에 맞는 계층이 없습니다.',

  // warnings
  'warnings.heading': '확정하기 전에 확인하세요',
  'warnings.guideSays': '가이드 내용:',
  'warnings.details': '가이드 내용과 엔진의 처리 방식',
  'warnings.units': { other: '유닛 {list}' },
  'warnings.appServerTable': '{pattern} 앱 서버',
  'warnings.sendersCapped.title': '연결 수보다 많은 발신자(워크로드 {position})',
  'warnings.sendersCapped':
    '{names} 워크로드는 발신자를 {set}(으)로 설정했지만 연결은 {used}개입니다. 발신자 {used}(으)로 산정했습니다. 연결이 {set}개 이상이 되면 설정한 {set}(으)로 산정합니다.',
  'warnings.groupSizeCapped.title': '연결 수보다 큰 그룹(워크로드 {position})',
  'warnings.groupSizeCapped':
    '{names} 워크로드는 그룹 크기를 {set}(으)로 설정했지만 연결은 {used}개입니다. 그룹 크기 {used}(으)로 산정했습니다. 연결이 {set}개 이상이 되면 그룹 크기 {set}(으)로 산정합니다.',
  'warnings.routingCost.title': '라우팅 비용',
  'warnings.routingCost':
    '50유닛 이상에서는 작은 그룹(구성원 20명 미만)과 연결로 보내기에 서버 부하에 나타나지 않는 라우팅 비용이 발생합니다. {names}에 대해 작은 그룹 및 연결로 보내기 표를 확인하세요.',
  'warnings.routingCost.webPubSub':
    '50유닛 이상에서는 소규모 그룹(구성원 20명 미만)에 서버 로드에 나타나지 않는 라우팅 비용이 발생합니다. {names}에 대해 소규모 그룹 표를 확인하세요.',
  'warnings.upstreamEvents.title': '업스트림 웹후크',
  'warnings.upstreamEvents': {
    other:
      '{names}은(는) 클라이언트 이벤트를 업스트림 웹후크로 보내며, 웹후크는 초당 약 {rate}개의 요청에 응답해야 합니다. 가이드는 에코를 HTTP 1.1로 측정했고 업스트림이 병목이 아니라고 가정했습니다. 각 이벤트는 아웃바운드 메시지로도 청구됩니다.',
  },
  'warnings.premiumP2.title': '100유닛 초과',
  'warnings.premiumP2':
    '100유닛을 넘으면 Premium_P2만 판매됩니다. 가이드는 Premium_P2로 확장하라고 합니다.',
  'warnings.smallMessages.title': '작은 메시지',
  'warnings.smallMessages': {
    other:
      '{names} 워크로드는 1KB 미만 메시지를 보냅니다. 서비스는 각 메시지를 1,024B인 것처럼 처리하므로 그렇게 산정했습니다.',
  },
  'warnings.transportNotBenchmarked.title': '벤치마크되지 않은 전송 유형',
  'warnings.transportNotBenchmarked': {
    other:
      '{names} 워크로드는 서버에서 보낸 이벤트 또는 긴 폴링을 사용합니다. 가이드는 WebSocket만 벤치마크했으므로 실제 처리량이 산정보다 낮을 수 있습니다.',
  },
  'warnings.interpolated.title': '보간됨',
  'warnings.interpolated':
    '가이드의 표에는 유닛 {units} 열이 없습니다. 이 유닛의 용량은 유닛 {from} 사이에서 보간한 값입니다.',
  'warnings.slip.title': '가이드의 오기',
  'warnings.slip':
    '{table} 표에서 이 계층이 읽는 유닛 {unit}의 {row} 값이 표 자체의 수식과 모순됩니다.',
  'warnings.slip.row.inboundBytesPerSecond': '인바운드 대역폭',
  'warnings.slip.row.outboundBytesPerSecond': '아웃바운드 대역폭',
  'warnings.slip.row.groupMemberCount': '그룹 구성원 수',
  'warnings.slip.title.bigGroup.inboundBytesPerSecond': '오기: 큰 그룹 수신, 유닛 {unit}',
  'warnings.slip.title.bigGroup.outboundBytesPerSecond': '오기: 큰 그룹 발신, 유닛 {unit}',
  'warnings.slip.title.bigGroup.groupMemberCount': '오기: 큰 그룹 구성원 수, 유닛 {unit}',
  'warnings.slip.title.restUser.inboundBytesPerSecond': '오기: REST 사용자 수신, 유닛 {unit}',
  'warnings.slip.title.restUser.outboundBytesPerSecond': '오기: REST 사용자 발신, 유닛 {unit}',
  'warnings.slip.engine': '메시지 속도가 벤치마크에서 측정한 값이므로 엔진은 수식 값을 사용합니다:',
  'warnings.contradiction.title': '가이드의 자기모순',
  'warnings.contradiction': {
    other: '이 계층이 읽는 {units}에서 {tables} 표에 대한 가이드의 내용이 서로 모순됩니다.',
  },
  'warnings.contradiction.general':
    '이 계층이 읽는 부분에서 가이드의 두 부분이 서로 일치하지 않습니다.',
  'warnings.contradiction.appServers': {
    other: '앱 서버 수를 읽는 {units}에서 {tables} 표에 대한 가이드의 내용이 서로 모순됩니다.',
  },
  'warnings.contradiction.serverConnectionsInQuota':
    '가이드의 벤치마크는 각 유닛에 서버 연결과 별도로 할당량을 가득 채운 클라이언트를 연결하지만, 서비스는 서버 연결을 같은 할당량에 포함해 셉니다. 벤치마크 방식대로 산정하도록 선택했으므로 이 계층에서 연결이 거부될 수 있습니다.',
  'warnings.contradiction.premiumP2Threshold':
    '가이드는 100유닛을 넘으면 Premium_P2가 필요하다고도 하고, 200유닛을 넘을 때만 필요하다고도 합니다. Standard_S1과 Premium_P1은 최대 100유닛까지만 판매되므로 어느 쪽이든 이 계층은 Premium_P2입니다.',
  'warnings.contradiction.title.connectionUnit20Column': '연결로 보내기: 20과 10',
  'warnings.contradiction.title.connectionP2Routing': '연결로 보내기: P2 라우팅',
  'warnings.contradiction.title.broadcastAppServers': '앱 서버: 본문 2대, 표 1대',
  'warnings.contradiction.title.smallGroupPlateauThenPremiumP2': '작은 그룹 정체 후 P2',
  'warnings.contradiction.title.serverConnectionsInQuota': '서버 연결과 할당량',
  'warnings.contradiction.title.premiumP2Threshold': 'Premium_P2: 100인가 200인가',
  'warnings.contradiction.title.smallGroupOutboundExceedsBroadcast':
    '브로드캐스트를 넘는 작은 그룹',
  'warnings.contradiction.title.smallGroupOutboundExceedsBigGroup': '큰 그룹을 넘는 작은 그룹',
  'warnings.contradiction.title.smallGroupPlateauContactSupport': '작은 그룹의 정체',
  'warnings.contradiction.title.connectionPlateau': '연결로 보내기의 정체',
  'warnings.contradiction.title.premiumP2AtUnit100': '유닛 100: P1 열인가 P2 열인가',
  'warnings.contradiction.engine': '엔진의 처리 방식:',
  'warnings.nearConnectionQuota.title': '연결 할당량에 근접',
  'warnings.nearConnectionQuota':
    '이 계층은 연결 할당량의 {utilization}을(를) 사용합니다. 서비스는 할당량을 넘는 연결을 거부하므로(HTTP 429, "Connection count reaches limit") 재연결이 몰리거나 바쁜 시간대에는 연결이 실패합니다. 연결 목표를 설정하거나 자동 크기 조정을 계획하세요.',
  'warnings.nearConnectionQuota.webPubSub':
    '이 계층은 연결 할당량의 {utilization}을(를) 사용합니다. 이를 넘는 연결은 제한되므로(가이드) 재연결이 몰리거나 바쁜 시간대에는 연결이 실패합니다. 연결 목표를 설정하거나 자동 크기 조정을 계획하세요.',
  'warnings.freeTierAssumption.title': 'Free 계층 가정',
  'warnings.freeTierAssumption':
    '가이드에는 Free 열이 없습니다. Free에는 유닛 1의 처리량을 적용하고, 연결 {connections}개와 하루 메시지 {messages}개로 제한합니다. Free에는 SLA가 없으므로 SDK 기본값인 허브당 서버 연결 {perHub}개를 여는 앱 서버 1대를 계획합니다.',
  'warnings.freeTierAssumption.webPubSub':
    '가이드에는 Free 열이 없습니다. Free에는 유닛 1의 처리량을 적용하고, 연결 {connections}개와 하루 메시지 {messages}개로 제한합니다. Free에는 SLA가 없습니다.',
  'warnings.aspnetFallback.title': 'ASP.NET 표 없음',
  'warnings.aspnetFallback': {
    other:
      '가이드에는 {names} 워크로드에 해당하는 ASP.NET 앱 서버 표가 없습니다. 앱 서버 수는 ASP.NET Core 표로 계산합니다.',
  },
  'warnings.messageSizeLimit.title': '메시지 크기 한도',
  'warnings.messageSizeLimit.title.hubReceive': '크기 한도: 앱 서버',
  'warnings.messageSizeLimit.title.sseLongPolling': '크기 한도: SSE·폴링',
  'warnings.messageSizeLimit.title.restBody': '크기 한도: REST API',
  'warnings.messageSizeLimit.hubReceive': {
    other:
      '{names} 워크로드는 {limit} 초과 메시지를 보냅니다. 이는 앱 서버가 기본적으로 클라이언트에서 받는 크기보다 큽니다. 앱 서버에서 {setting} 값을 늘리거나 더 작은 메시지를 보내세요.',
  },
  'warnings.messageSizeLimit.sseLongPolling': {
    other:
      '{names} 워크로드는 서버에서 보낸 이벤트(Server-Sent Events) 또는 긴 폴링 클라이언트에서 {limit} 초과 메시지를 보내는데, 서비스는 이러한 클라이언트에서 오는 이런 메시지를 받지 않습니다. WebSocket을 사용하거나 더 작은 메시지를 보내세요.',
  },
  'warnings.messageSizeLimit.restBody': {
    other:
      '{names} 워크로드는 REST API로 {limit} 초과 메시지를 보내는데, REST API는 메시지 본문당 최대 1MB만 받습니다. 더 작은 메시지를 보내세요.',
  },
  'warnings.unitQuota.title': '지역 유닛 할당량',
  'warnings.unitQuota':
    '{units}유닛은 구독이 기본적으로 지역마다 받는 {quota}유닛보다 많습니다. 배포하기 전에 Azure 지원에 할당량 증가를 요청하세요.',
  'warnings.unitQuota.instances':
    '{unitsPerInstance}유닛 인스턴스 {instances}개가 한 지역에 {units}유닛을 두며, 이는 구독이 기본적으로 지역마다 받는 {quota}유닛보다 많습니다. 배포하기 전에 Azure 지원에 해당 지역의 할당량을 {units}유닛으로 늘려 달라고 요청하거나, 인스턴스를 {regions}개 지역에 나누어 배치하세요(지역마다 {perRegion}개).',
  'warnings.unitQuota.instancesOverQuota':
    '{unitsPerInstance}유닛 인스턴스 {instances}개가 한 지역에 {units}유닛을 두며, 이는 구독이 기본적으로 지역마다 받는 {quota}유닛보다 많고, 인스턴스 하나만으로도 이를 넘습니다. 배포하기 전에 Azure 지원에 해당 지역의 할당량을 {units}유닛으로, 또는 {instances}개 지역 각각에서 {unitsPerInstance}유닛으로 늘려 달라고 요청하세요.',
  'warnings.unitQuota.eachRegion': {
    other: '계획의 {count}개 지역(기본 지역과 복제본) 각각에 같은 양이 필요합니다.',
  },
  'warnings.slowReconnect.title': '재연결 폭주',
  'warnings.slowReconnect':
    '다시 시작하거나 일시적인 네트워크 끊김이 생기면 클라이언트 {connections}개가 초당 약 {rate}개씩 다시 연결합니다: {seconds}. SignalR 클라이언트는 기본적으로 {window} 동안 재시도하므로 일부는 연결을 포기하게 됩니다. 임의 지연으로 재연결을 분산하거나, 재시도 시간을 늘리거나, 클라이언트를 여러 인스턴스로 나누세요.',
  'warnings.slowReconnect.extrapolated':
    '유닛 100을 넘는 속도는 공개되어 있지 않아 유닛 100의 값을 가정합니다.',
  'warnings.appServersExtrapolated.title': '앱 서버 표의 범위 초과',
  'warnings.appServersExtrapolated': {
    other:
      '{names} 워크로드는 가이드의 앱 서버 표에서 측정한 것보다 큰 부하를 앱 서버에 줍니다. 앱 서버 수는 마지막 열에서 비례하여 계산합니다.',
  },

  // working
  'working.heading': '계산 과정 확인',
  'working.empty': '워크로드를 추가하면 가이드의 수식에 숫자를 넣은 계산을 볼 수 있습니다.',
  'working.intro.fit':
    '가이드의 수식에 입력한 숫자를 넣고, {edition} 표에서 권장 계층 {tier}의 값과 비교합니다.',
  'working.intro.noFit':
    '맞는 계층이 없으므로 각 워크로드를 {edition} 표에서 가장 가까운 계층 {tier}의 값과 비교합니다.',
  'working.intro.fit.webPubSub':
    '가이드의 수식에 입력한 숫자를 넣고, Azure Web PubSub의 {edition} 표에서 권장 계층 {tier}의 값과 비교합니다.',
  'working.intro.noFit.webPubSub':
    '맞는 계층이 없으므로 각 워크로드를 Azure Web PubSub의 {edition} 표에서 가장 가까운 {tier}와 비교합니다.',
  'working.unnamedWorkload': '워크로드 {number}',
  'working.intro.instance': {
    other:
      '계획은 클라이언트를 인스턴스 {count}개로 나눕니다. 아래 수치는 인스턴스 하나가 맡는 부하입니다.',
  },
  'working.summary': '{name} ({pattern})',
  'working.bytes': '{value} B',
  'working.ceilings': '{tier}의 상한',
  'working.ceiling.connections': '연결: {capacity}개(유닛당 {perUnit}개).',
  'working.ceiling.serverConnections':
    '이 중 {server}개는 서버 연결이므로 클라이언트에는 {clients}개가 남습니다.',
  'working.ceiling.inbound':
    '최대 인바운드: {table} 표의 유닛 {units}, {rate} 메시지/초 × {tableBytes} = {bandwidth}.',
  'working.ceiling.outbound':
    '최대 아웃바운드: {table} 표의 유닛 {units}, {rate} 메시지/초 × {tableBytes} = {bandwidth}.',
  'working.ceiling.dailyMessages': '일일 메시지: Free 할당량 {quota}개.',
  'working.ceiling.atOrBelow':
    '가장 불리한 해석(설정)에 따라 이 계층의 대역폭과 라우팅은 유닛 {units}개 이하에서 인쇄된 열인 유닛 {column}에서 읽습니다.',
  'working.interpolated':
    '{table} 표에는 유닛 {units} 열이 없습니다. 유닛 {from}~{to} 사이에서 보간했습니다.',
  'working.formulas': '수식',
  'working.inbound':
    '인바운드: 발신자 {senders} ÷ {interval} = {rate} 메시지/초 × {messageBytes} = {bandwidth}',
  'working.outbound.single':
    '아웃바운드: {rate} 메시지/초 × 수신자 1 = {outRate} 메시지/초 × {messageBytes} = {bandwidth}',
  'working.outbound.broadcast':
    '아웃바운드: {rate} 메시지/초 × 연결 {fanOut} = {outRate} 메시지/초 × {messageBytes} = {bandwidth}',
  'working.outbound.group':
    '아웃바운드: {rate} 메시지/초 × 구성원 {fanOut} = {outRate} 메시지/초 × {messageBytes} = {bandwidth}',
  'working.load.small':
    '부하: 1KB 미만 메시지는 각각 {loadBytes} 크기로 계산하므로, 서비스가 처리하는 양은 인바운드 {inLoad}, 아웃바운드 {outLoad}입니다.',
  'working.chunks': {
    other: '{chunkBytes} 청크 {count}개',
  },
  'working.chunks.bytes': '{messageBytes} ÷ {chunkBytes}',
  'working.billed.client':
    '청구: (전달 {outRate} + 앱 서버로 {legRate}) 메시지/초 × {chunks} × {secondsPerDay}초 = {billed} 메시지/일',
  'working.billed.serverless':
    '청구: 전달 {outRate} 메시지/초 × {chunks} × {secondsPerDay}초 = {billed} 메시지/일(서버리스: 앱 서버로 가는 구간 없음)',
  'working.billed.upstream':
    '청구: (전달 {outRate} + 업스트림으로 {legRate}) 메시지/초 × {chunks} × {secondsPerDay}초 = {billed} 메시지/일',
  'working.billed.noUpstream':
    '청구: 전달 {outRate} 메시지/초 × {chunks} × {secondsPerDay}초 = {billed} 메시지/일(이 메시지는 서버를 거치지 않음: 업스트림 호출 없음)',
  'working.billed.webPubSub.source':
    '공급업체 페이지 “Billing model of Azure Web PubSub service”: 메시지 수는 “아웃바운드 트래픽 크기(바이트)를 2KB로 나눈 값”입니다(트래픽 100KB는 메시지 50개). 업스트림 웹후크로 보내는 메시지도 포함됩니다. 인바운드는 청구되지 않습니다.',
  'working.shares': '{tier}에서 차지하는 비율',
  'working.share.connections': '연결: {capacity}개 중 {value}개 = {share}',
  'working.share.inbound':
    '인바운드 대역폭: 유닛 {units}에서 {table} 표의 {capacity} 중 {load} = {share}',
  'working.share.outbound':
    '아웃바운드 대역폭: 유닛 {units}에서 {table} 표의 {capacity} 중 {load} = {share}',
  'working.share.routing':
    '라우팅: 유닛 {units}에서 {table} 표의 {capacity} 메시지/초 중 {rate} 메시지/초 = {share}',
  'working.share.routedLarge': '{rate} 메시지/초 × {messageBytes} ÷ 2,048B = {routed}',
  'working.share.routingGroup': '라우팅: {capacity} 메시지/초 중 {rate} 메시지/초 = {share}',
  'working.share.routingNone':
    '라우팅: 이 패턴을 제한하는 라우팅 표가 없습니다. 라우팅 비용은 대역폭에 반영됩니다.',
  'working.share.dailyMessages': '일일 메시지: Free 할당량 {quota}개 중 {billed}개 = {share}',
  'working.groupRule.one':
    '구성원이 1명인 그룹은 연결로 보내기처럼 라우팅됩니다: 유닛 {units}에서 {table} 표, {capacity} 메시지/초.',
  'working.groupRule.small':
    '구성원이 10명 이상인 그룹은 유닛 {units}에서 {table} 표를 읽습니다: {capacity} 메시지/초.',
  'working.groupRule.between':
    '구성원이 {size}명인 그룹은 연결로 보내기(구성원 1명, {connectionRate} 메시지/초)와 작은 그룹(구성원 10명, {smallGroupRate} 메시지/초) 사이에 있으므로 로그 척도로 보간합니다: {connectionRate} + ({smallGroupRate} − {connectionRate}) × log10({size}) = {capacity} 메시지/초.',
  'working.groupRule.smallOnly':
    'Web PubSub 가이드는 구성원 10명 미만의 그룹을 측정하지 않았습니다. 모든 그룹은 유닛 {units}에서 {table} 표를 읽습니다: {capacity} 메시지/초.',
  'working.groupRule.better':
    '구성원이 {size}명인 그룹은 연결로 보내기(구성원 1명, {connectionRate} 메시지/초)와 작은 그룹(구성원 10명, {smallGroupRate} 메시지/초) 사이에 있습니다. 가장 유리한 해석은 둘 중 나은 값을 취합니다: {capacity} 메시지/초.',
  'working.groupRule.worse':
    '구성원이 {size}명인 그룹은 연결로 보내기(구성원 1명, {connectionRate} 메시지/초)와 작은 그룹(구성원 10명, {smallGroupRate} 메시지/초) 사이에 있습니다. 가장 불리한 해석은 둘 중 나쁜 값을 취합니다: {capacity} 메시지/초.',
  'working.groupRule.deliveries':
    '가장 불리한 해석은 구성원이 {size}명인 그룹을 전달 수로 제한하며, 작은 그룹 벤치마크(구성원 10명에서 {smallDeliveries} 전달/초)와 큰 그룹 벤치마크(구성원 {bigMembers}명에서 {bigDeliveries} 전달/초) 사이를 로그 척도로 보간합니다: {deliveries} 전달/초 ÷ 구성원 {size}명 = {capacity} 메시지/초.',
  'working.appServers': '앱 서버',
  'working.appServers.rule':
    '각 앱 서버 표는 벤치마크의 부하와 그 벤치마크에 사용한 앱 서버 수를 짝지은 것입니다. 워크로드는 조합의 나머지가 필요로 하는 유닛이 아니라 자신의 부하에서 읽습니다. 에코, 작은 그룹, 연결로 보내기는 허브가 처리하는 초당 메시지 수로 읽고, 브로드캐스트와 큰 그룹은 벤치마크가 항상 초당 메시지 2개와 20개를 보냈으므로 초당 전달 수로 읽습니다.',
  'working.appServers.messages': '앱 서버를 거치는 {value} 메시지/초',
  'working.appServers.deliveries': '{value} 전달/초',
  'working.appServers.table': '{pattern} 앱 서버 표({framework})',
  'working.appServers.column': '{table}, 유닛 {units} 벤치마크: {figure}',
  'working.appServers.between': '{table}, 유닛 {from}~{to} 벤치마크 사이: {figure}',
  'working.appServers.beyond': '{table}, 가장 큰 벤치마크(유닛 {units})를 넘어 비례 계산: {figure}',
  'working.appServers.read': '{name}: {load}, {reading}. 단독: {servers}.',
  'working.appServers.fasterThanBenchmark':
    '벤치마크가 보낸 {measured} 메시지/초보다 빠르게 보내므로 같은 허브 호출의 표를 이 속도에서 읽습니다. 자체 표로는 {own}. 더 큰 값을 사용합니다.',
  'working.appServers.mix':
    '합산: 같은 표의 부하를 더해 한 번 읽음({loads}), 그 값을 더해 올림: {combined}. 단독으로 필요한 수의 합계: {alone}. 조합은 이보다 많이 필요하지 않습니다. 최소 {minimum}대(가이드에 따르면 SLA에는 2대로 충분): {servers}.',
  'working.appServers.clients':
    '클라이언트 {clients}개: 앱 서버 한 대에 최대 {perServer}개, 이 패턴의 가이드 벤치마크가 한 대로 처리한 최대치(열의 연결 수 ÷ 앱 서버 수): {figure}.',
  'working.appServers.clients.bigGroup':
    '클라이언트 {clients}개: 앱 서버 한 대에 최대 {perServer}개, 가이드의 그룹 벤치마크가 한 대로 처리한 최대치(큰 그룹 벤치마크는 최대 {measured}메시지/초를 보냈고 이 워크로드도 그렇습니다. 모든 그룹 크기가 같은 한도를 읽으므로 더 큰 그룹의 앱 서버가 줄지 않습니다): {figure}.',
  'working.appServers.clients.smallGroup':
    '클라이언트 {clients}개: 앱 서버 한 대에 최대 {perServer}개, 가이드의 작은 그룹 벤치마크가 한 대로 처리한 최대치(큰 그룹 벤치마크의 {measured}메시지/초보다 빠르게 보내므로 모든 그룹 크기가 작은 그룹의 한도를 읽고, 더 큰 그룹의 앱 서버가 줄지 않습니다): {figure}.',
  'working.appServers.clientsMix':
    '전체 조합의 클라이언트에는 {figure}이(가) 필요하며, 어떤 앱 서버도 벤치마크보다 많은 클라이언트를 맡지 않습니다.',
  'working.appServers.free':
    'Free에는 SLA가 없고 연결은 최대 20개입니다: {servers}, SDK 기본 서버 연결을 엽니다(가정: 가이드의 권장은 Free가 처리하지 않는 부하에 대한 것입니다).',
  'working.appServers.none': '앱 서버 없음: 모든 워크로드가 서버리스(REST API)입니다.',
  'working.upstream': '업스트림(이벤트 처리기)',
  'working.upstream.requests':
    '{names}: 각 클라이언트 이벤트는 업스트림으로 가는 HTTP POST(CloudEvents)이며 업스트림이 응답해야 합니다. 피크 시 초당 {requests}개의 요청이며, 각각 클라이언트가 받는 응답과 별도로 아웃바운드 메시지로 청구됩니다.',
  'working.upstream.source':
    '공급업체 페이지 “CloudEvents extension for Azure Web PubSub event handler”(서비스는 모든 WebSocket 메시지 프레임마다 업스트림을 호출하고 그 응답을 클라이언트에 보냄)와 “Billing model of Azure Web PubSub service”. 가이드의 에코 벤치마크는 HTTP 1.1로 실행되었고 업스트림이 병목이 아니라고 가정했습니다. 이 속도에 맞게 직접 크기를 정하세요.',
  'working.upstream.none':
    '크기를 정할 업스트림이 없습니다. 그룹은 Web PubSub 하위 프로토콜로 가고 REST 호출은 자체 서버에서 오므로, 서버로 가는 클라이언트 이벤트가 없습니다.',
  'working.serverConnections': '서버 연결',
  'working.serverConnections.counted':
    '앱 서버 {servers}대 × 허브 {hubs}개 × 허브당 서버 연결 {perHub}개 = {total}개, 클라이언트와 함께 연결 할당량에 포함합니다.',
  'working.serverConnections.aspnet':
    '앱 서버 {servers}대 × (허브 {hubs}개 + ASP.NET SignalR이 추가하는 기본 허브) × 허브당 서버 연결 {perHub}개 = {total}개, 클라이언트와 함께 연결 할당량에 포함합니다.',
  'working.serverConnections.source':
    '할당량에는 서버 연결과 클라이언트 연결이 똑같이 포함됩니다(Azure/azure-signalr issue 254, 공급업체 페이지 “Messages and connections in Azure SignalR Service”).',
  'working.serverConnections.notCounted':
    '가이드의 벤치마크처럼 연결 할당량에 포함하지 않습니다. 공급업체는 포함해서 셉니다(Azure/azure-signalr issue 254).',
  'working.serverConnections.serverless':
    '없음: 서버리스 모드에서는 서비스에 연결하는 앱 서버가 없습니다.',
  'working.serverConnections.webPubSub':
    '없음: Web PubSub에는 허브 서버가 없으므로 연결 할당량(유닛당 1,000개)은 클라이언트만 셉니다.',
  'working.reconnect.heading': '전체 재연결',
  'working.reconnect.webPubSub':
    'Web PubSub은 연결 개설 속도를 공개하지 않으므로, 모든 클라이언트가 한꺼번에 다시 연결하는 시간은 계산하지 않습니다.',
  'working.reconnect':
    '클라이언트 {clients}개 ÷ {tier}의 초당 연결 수용량 {rate}개 = {seconds}. SignalR 클라이언트의 기본 자동 재연결은 {window} 동안 계속 시도합니다.',
  'working.reconnect.source':
    '인스턴스 크기별 초당 연결 수이며, 서비스 유지 관리자가 제시한 값입니다(Azure/azure-signalr issue 1282): Free {free}; {points}; 그 사이는 선형.',
  'working.reconnect.point': '유닛 {units}: {rate}',
  'working.reconnect.slip':
    '유닛 {units}: 스레드는 초당 {printed}(으)로 적었지만 같은 행의 시간(연결 100,000개에 25초)으로는 {used}이며, 다른 모든 행은 시간과 속도가 일치합니다. 엔진은 {used}을(를) 사용합니다.',
  'working.reconnect.extrapolated':
    '유닛 100을 넘는 값은 공개되어 있지 않아 유닛 100의 속도를 그대로 사용합니다.',
  'working.limits.heading': '서비스의 다른 한도',
  'working.limits.messageSize':
    '메시지 크기: 여기서 가장 큰 메시지는 {largest}입니다. 앱 서버는 기본적으로 클라이언트 메시지를 {hub}까지 받습니다({setting} 설정으로 늘릴 수 있음). 롱 폴링과 서버에서 보낸 이벤트(Server-Sent Events) 클라이언트, REST API는 최대 {rest}까지 받습니다.',
  'working.limits.messageSize.source':
    '공급업체 페이지 “Messages and connections in Azure SignalR Service”(Message size). “1MB”는 더 엄격한 해석인 1,000,000 B로 봅니다.',
  'working.limits.unitQuota':
    '유닛: 구독이 지역마다 기본으로 받는 {quota} 중 {units}. 요청하면 늘릴 수 있습니다.',
  'working.limits.unitQuota.source': '공급업체 페이지 “Azure SignalR Service limits”.',
  'working.limits.unitQuota.source.webPubSub':
    '공급업체 페이지 “Azure Web PubSub limits”와 “Scale an Azure Web PubSub service instance”: 기본값은 구독 및 지역당 150유닛이며, 요청하면 늘릴 수 있는 소프트 제한입니다.',
  'working.plan.heading': '계획의 배포와 청구 방식',
  'working.plan.deploys': '계획은 {deployment}를 배포합니다.',
  'working.plan.routedSize':
    '2,048B보다 큰 라우팅 메시지(연결로 보내기, REST로 사용자에게 보내기, 그룹)는 차지하는 대역폭과 별도로 크기 ÷ 2,048개만큼 라우팅 표의 메시지로 셉니다.',
  'working.plan.routedSize.source':
    '가이드의 표는 2KB 메시지로 측정되었고(빠른 평가), 가이드는 각 패턴의 용량을 그 패턴의 표에서 읽습니다.',
  'working.plan.routedSize.webPubSub':
    '2,048B를 넘는 라우팅 메시지(REST 사용자 전송, 그룹)는 차지하는 대역폭과 별도로 라우팅 표의 메시지 (크기 ÷ 2,048)개로 셉니다.',
  'working.plan.routedSize.source.webPubSub':
    '가이드의 표는 2,048바이트 메시지로 측정되었고(“the default message size is 2,048 bytes”) 각 패턴은 자체 표를 읽습니다. SignalR과 마찬가지로 가정입니다.',
  'working.plan.oneInstance.webPubSub':
    '인스턴스 하나: Web PubSub은 클라이언트를 여러 인스턴스에 나누지 않으므로, 인스턴스 하나가 감당할 수 없는 부하에는 맞는 것이 없으며 답이 그렇게 알려 줍니다.',
  'working.plan.instances.source.webPubSub':
    'Microsoft Q&A 739830: 여러 인스턴스는 “not applicable for the PubSub WebSocket clients using the PubSub subprotocol”입니다.',
  'working.plan.oneInstance':
    '인스턴스 하나가 부하를 감당합니다. 감당할 수 없으면 계획은 감당할 수 있는 가장 적은 수의 동일한 인스턴스에 클라이언트를 나눕니다. 이때 각 인스턴스는 에코를 뺀 모든 메시지를 받아 자체 클라이언트에게 전달하고, 모든 앱 서버가 모든 인스턴스에 연결합니다.',
  'working.plan.instances': {
    other:
      '하나로는 부하를 감당할 수 없어 동일한 인스턴스 {count}개입니다. 각 인스턴스는 클라이언트 약 {clients}개를 맡고, 에코를 뺀 모든 메시지를 받아(SDK는 브로드캐스트와 그룹, 사용자, 연결 메시지를 모든 인스턴스에 보냅니다) 자체 클라이언트에게 전달합니다. 모든 앱 서버가 모든 인스턴스에 연결하므로 각 인스턴스는 서버 연결 {serverConnections}개를 할당량에 포함합니다. 같은 지역의 인스턴스는 그 지역의 유닛 할당량을 나눠 씁니다.',
  },
  'working.plan.instances.source':
    '공급업체 페이지 “Scale SignalR Service with multiple instances”(SDK는 클라이언트마다 인스턴스를 무작위로 고릅니다)와 “Azure SignalR Service limits”(하나로 부족하면 인스턴스 추가, 150유닛 할당량은 구독과 지역별).',
  'working.plan.replicas':
    '지역 {regions}개가 클라이언트를 {shares}씩 맡습니다. 각 지역은 자체 유닛과 자체 클라이언트에게 전달한 메시지를 청구하므로, 하루 청구 메시지 {billed}개는 지역 하나가 청구할 양과 같습니다.',
  'working.plan.replicas.source':
    '공급업체 페이지 “Geo-replication in Azure SignalR”: 각 복제본은 자체 유닛과 아웃바운드 트래픽에 대해 청구되고 무료 메시지 할당량도 따로입니다. 다른 복제본으로 전달된 메시지는 그곳에서 전달될 때 아웃바운드로 청구됩니다.',
  'working.plan.crossRegion':
    '지역 간에 전달되는 메시지: 하루 {bytes} × {days}일 × GB당 {rate} = 월 {cost}, Azure 데이터 전송 미터로 청구됩니다(지역 간 대역폭 가격, {date}년 기준. “가격”에서 바꿀 수 있음). 월 비용에 포함됩니다.',
  'working.plan.crossRegion.assumption':
    '가정: 클라이언트는 지역에 고르게 나뉘고, 앱 서버는 가장 가까운 복제본에 연결하며, 메시지는 수신자가 있는 다른 각 지역으로 한 번씩 넘어갑니다(구성원 g명의 그룹이 클라이언트 몫 s인 지역에 닿을 확률은 1 − (1 − s)^g).',
  'working.plan.replicas.source.webPubSub':
    '공급업체 페이지 “Geo-replication in Azure Web PubSub”: 각 복제본은 자체 유닛과 아웃바운드 트래픽에 대해 따로 청구되며 무료 메시지 할당량도 따로입니다. 복제본 간에 전송되어 전달된 메시지는 아웃바운드 메시지로 청구됩니다.',
  'working.plan.crossRegion.webPubSub':
    '지역 간에 전달되는 메시지: 하루 {bytes} × {days}일 × GB당 {rate} = 월 {cost}, Azure 데이터 전송 미터로 청구됩니다(“egress fees for cross region outbound traffic”. 지역 간 대역폭 가격, {date}년 기준. “가격”에서 바꿀 수 있음). 월 비용에 포함됩니다.',
  'working.plan.crossRegion.assumption.webPubSub':
    '가정: 클라이언트는 지역에 고르게 나뉘고, 메시지는 수신자가 있는 다른 각 지역으로 한 번씩 넘어갑니다(구성원 g명의 그룹이 클라이언트 몫 s인 지역에 닿을 확률은 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven.webPubSub':
    '가정: 클라이언트는 지정한 몫대로 나뉘고, 메시지는 수신자가 있는 다른 각 지역으로 한 번씩 넘어갑니다(구성원 g명의 그룹이 클라이언트 몫 s인 지역에 닿을 확률은 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven':
    '가정: 클라이언트는 지정한 몫대로 나뉘고, 앱 서버는 가장 가까운 복제본에 연결하며, 메시지는 수신자가 있는 다른 각 지역으로 한 번씩 넘어갑니다(구성원 g명의 그룹이 클라이언트 몫 s인 지역에 닿을 확률은 1 − (1 − s)^g).',
  'working.plan.autoscale': '자동 크기 조정: {rule}',
  'working.plan.autoscale.source':
    '공급업체 페이지 “Automatically scale units of an Azure SignalR Service”: Premium 전용. 그 예시는 Connection Quota Utilization이 {out}를 넘으면 확장하고 {in} 아래로 내려가면 축소하며, 크기 조정 작업 사이에 {coolDown}를 권합니다. 시간 단위 시뮬레이션은 가정입니다.',
  'working.plan.autoscale.source.webPubSub':
    '공급업체 페이지 “Automatically scale units of an Azure Web PubSub service”: Premium 전용. 그 예시는 Connection Quota Utilization이 {out}를 넘으면 확장하고 {in} 아래로 내려가면 축소하며, 크기 조정 작업 사이에 {coolDown}를 권합니다. 시간 단위 시뮬레이션은 가정입니다.',
  'working.range.heading': '가이드가 다루지 않는 부분',
  'working.range.none':
    '여기의 모든 한도는 가이드에 표기된 열과 가이드가 측정한 그룹 크기를 읽습니다. 해석에 따른 차이가 없습니다.',
  'working.range.groupSize':
    '구성원 {size}명인 그룹은 가이드가 측정한 그룹 크기인 구성원 {lower}명과 {upper}명 사이에 있습니다.',
  'working.range.bigGroup':
    '구성원 {size}명인 그룹은 가이드가 측정한 가장 큰 그룹인 구성원 {measured}명보다 큽니다.',
  'working.range.units': '유닛 {units}: 가이드의 열 {lower}~{upper} 사이에 있습니다.',
  'working.range.billedBytes':
    'Web PubSub는 “아웃바운드 트래픽 크기(바이트)를 2KB로 나눈 값”을 청구합니다(청구 페이지: 트래픽 100KB는 메시지 50개). 메시지별로 읽으면 {names}의 각 메시지가 온전한 2KB 메시지로 계산됩니다. 엔진은 바이트로 청구하고, 가장 불리한 해석은 메시지 단위로 청구합니다.',
  'working.range.optimistic':
    '가장 유리한 해석: 열 사이는 선형, 구성원 2~9명인 그룹은 연결로 보내기와 작은 그룹 중 더 나은 값: {tier}.',
  'working.range.interpolated':
    '엔진의 해석: 열 사이는 선형, 구성원 2~9명인 그룹은 로그 보간, 더 큰 그룹은 작은 그룹처럼 라우팅하고 팬아웃은 아웃바운드 대역폭으로 부담합니다.',
  'working.range.conservative':
    '가장 불리한 해석: 각 계층은 유닛 이하에서 표기된 열, 구성원 2~9명인 그룹은 더 나쁜 속도, 더 큰 그룹은 작은 그룹과 큰 그룹 벤치마크 사이에서 로그 보간한 전달량으로 제한: {tier}.',
  'working.range.optimistic.webPubSub':
    '가장 유리한 해석: 열 사이는 선형, 구성원 2~9명인 그룹은 소규모 그룹 속도(가이드는 더 작은 그룹을 측정하지 않음): {tier}.',
  'working.range.interpolated.webPubSub':
    '엔진의 해석: 열 사이는 선형, 구성원 2~9명인 그룹은 소규모 그룹 속도, 더 큰 그룹은 소규모 그룹처럼 라우팅하고 팬아웃은 아웃바운드 대역폭으로 부담.',
  'working.range.conservative.webPubSub':
    '가장 불리한 해석: 각 계층은 유닛 이하에서 표기된 열, 구성원 2~9명인 그룹은 소규모 그룹 속도, 더 큰 그룹은 작은 그룹과 큰 그룹 벤치마크 사이에서 로그 보간한 전달량으로 제한: {tier}.',
  'working.caveats': 'Web PubSub 가이드의 주의 사항',
  'working.caveats.lead': '이 시나리오가 읽는 표에 대한 가이드 자체의 주의 사항과 원문.',
  'working.range.nothingFits': '맞는 계층 없음',
  'working.range.sizedBy.interpolated': '권장 사항은 엔진의 해석을 사용합니다(“가이드 해석” 설정).',
  'working.range.sizedBy.optimistic':
    '권장 사항은 가장 유리한 해석을 사용합니다(“가이드 해석” 설정).',
  'working.range.sizedBy.conservative':
    '권장 사항은 가장 불리한 해석을 사용합니다(“가이드 해석” 설정).',
  'working.appServerPattern.echo': '에코',
  'working.appServerPattern.broadcast': '브로드캐스트',
  'working.appServerPattern.smallGroup': '작은 그룹',
  'working.appServerPattern.bigGroup': '큰 그룹',
  'working.appServerPattern.connection': '연결로 보내기',
  'working.framework.aspnetcore': 'ASP.NET Core',
  'working.framework.aspnet': 'ASP.NET',
  'working.table.quickEcho': '빠른 평가(에코)',
  'working.table.quickBroadcast': '빠른 평가(브로드캐스트)',
  'working.table.echo': '에코',
  'working.table.broadcast': '브로드캐스트',
  'working.table.smallGroup': '작은 그룹',
  'working.table.bigGroup': '큰 그룹',
  'working.table.connection': '연결로 보내기',
  'working.table.restBroadcast': 'REST 브로드캐스트',
  'working.table.restUser': 'REST 사용자에게 보내기',

  // history
  'history.label': '실행 취소 및 다시 실행',
  'history.undo': '실행 취소',
  'history.redo': '다시 실행',
  'history.undone': '실행을 취소했습니다.',
  'history.redone': '다시 실행했습니다.',

  // prices
  'prices.heading': '가격',
  'prices.status.default': '카탈로그 기본값({currency})',
  'prices.status.custom': { other: '직접 입력한 가격 {count}개({currency})' },
  'prices.status.priceList': '{region}의 Azure 가격({currency}), {date}부터 적용',
  'prices.intro':
    '월 비용은 이 가격({currency})으로 계산됩니다. 가격은 시나리오의 일부이므로 링크와 내보낸 파일에 함께 담깁니다.',
  'prices.source':
    '기본값: {date}년에 확인된, 제3자가 게시한 공급업체 가격표 사본. 가격은 바뀌며 지역에 따라 다릅니다. 실제 가격을 입력하세요.',
  'prices.perUnitPerDay': '{sku}, 유닛당 하루',
  'prices.perMillion': 'Standard_S1, 포함된 메시지를 초과하는 메시지 100만 개당',
  'prices.perMillion.premium': 'Premium 계층, 포함된 메시지를 초과하는 메시지 100만 개당',
  'prices.perGbCrossRegion': '지역 간 데이터 전송(지역 복제본), GB당',
  'prices.perGbCrossRegion.source':
    '북미 내 또는 유럽 내 지역 간 데이터 전송에 대한 Azure 대역폭 가격({date}년 기준). 다른 대륙과 대륙 간 전송은 더 비쌉니다.',
  'prices.perGbCrossRegion.missing':
    '{currency} 요금이 없습니다. 카탈로그 기본값은 미국 달러입니다. 지역의 GB당 가격을 입력하세요. 그때까지 지역 간 트래픽에는 요금이 매겨지지 않습니다.',
  'prices.perGbCrossRegion.own': '직접 입력한 가격.',
  'prices.default': '기본값: {price}',
  'prices.default.premiumP2':
    'Premium_P1과 같은 가격({price}): Premium_P2만의 가격을 주는 가격표가 없습니다.',
  'prices.default.premiumMessages': '기본값: Standard_S1과 같음({price})',
  'prices.reset': '기본값으로 되돌리기',
  'prices.rate.Standard_S1': 'Standard_S1 단위',
  'prices.rate.Premium_P1': 'Premium_P1 단위',
  'prices.rate.Premium_P2': 'Premium_P2 단위',
  'prices.rate.perMillionExtraMessages': 'Standard_S1 메시지',
  'prices.rate.perMillionExtraMessagesPremium': 'Premium 계층 메시지',
  'prices.rate.perGbCrossRegion': '지역 간 데이터 전송',
  'prices.basis.catalog':
    '카탈로그 기본값({currency}), {date}년에 확인된 공급업체 가격표의 제3자 사본 기준이며 지역에 따라 다릅니다.',
  'prices.basis.typed': {
    other:
      '직접 입력한 {count}개({typed}), {currency}. 나머지는 카탈로그 기본값({date}년 확인)입니다.',
  },
  'prices.basis.typedAll': '직접 입력한 가격({currency}).',
  'prices.basis.priceList': '{region}의 Azure 소매 가격({currency}), {date}부터 적용.',
  'prices.basis.priceListTyped':
    '{region}의 Azure 소매 가격({currency}), {date}부터 적용, {typed}은(는) 직접 입력한 가격.',
  'prices.basis.labelled': '가격: {basis}',
  'prices.basis.otherService':
    '이는 {listService}의 가격이며, 이 시나리오는 {service} 기준으로 산정됩니다.',
  'prices.basis.crossRegionMissing':
    '지역 간 트래픽에 요금이 매겨지지 않았습니다. 이 가격에는 {currency}의 GB당 요금이 없습니다.',
  'prices.basis.premiumP2':
    'Premium_P2는 Premium_P1과 같은 가격입니다. 고유한 가격을 주는 가격표가 없습니다.',
  'prices.basis.short.catalog': '{currency} · 기본값 {date}',
  'prices.basis.short.typed': '{currency} · 직접 입력한 가격',
  'prices.basis.short.priceList': '{currency} · {region} · {date}',
  'prices.import.heading': '지역의 Azure 가격',
  'prices.import.hint':
    '이 명령으로 지역과 통화의 Azure 소매 가격을 저장한 다음(지역과 통화는 바꾸세요) 파일을 가져오세요. 위의 가격을 한 단계로 바꾸며, 실행 취소로 되돌릴 수 있습니다.',
  'prices.import.file': 'Azure 가격 가져오기(JSON)',
  'prices.import.region': '지역',
  'prices.import.regions': {
    other: '이 파일에는 {count}개 지역의 {service} 가격이 있습니다. 배포할 지역을 고르세요.',
  },
  'prices.import.use': '이 가격 사용',
  'prices.import.undo': '가져오기 실행 취소',
  'prices.import.done':
    '{file}에서 {region}의 가격을 읽었습니다({currency}, {date}부터 적용): {meters}. 실행 취소로 되돌릴 수 있습니다.',
  'prices.import.meter': '{meter} {unit}당 {price}',
  'prices.import.skipped': {
    other: '예약 또는 개발/테스트 가격 {count}개는 제외했습니다. 계획은 종량제로 계산합니다.',
  },
  'prices.fromList': '가격표에서: {meter}, {price}.',
  'prices.typedOverList': '가격표 위에 직접 입력한 가격입니다.',
  'prices.import.error.lead': '{file}의 가격은 사용되지 않았습니다. 위의 가격은 그대로입니다.',
  'prices.import.error.tooLarge': '파일 크기가 {size}입니다. 가격표는 최대 {max}입니다.',
  'prices.import.error.empty': '파일이 비어 있습니다.',
  'prices.import.error.unreadable': '파일을 읽을 수 없습니다.',
  'prices.import.error.notText':
    '이 파일은 {encoding} 텍스트가 아닙니다. 문자가 아닌 바이트가 있습니다. Retail Prices API는 UTF-8로 응답합니다. 응답을 그대로 저장하거나 파일을 UTF-8로 저장한 뒤 다시 시도하세요.',
  'prices.import.error.syntax':
    'JSON이 아닙니다: {line}행 {column}열부터 JSON으로 읽을 수 없습니다.',
  'prices.import.error.notPriceList':
    'Azure Retail Prices API 응답이 아닙니다. “Items” 목록이 없습니다.',
  'prices.import.error.invalid': { other: '가격표의 필드 {count}개가 API가 쓰는 형식과 다릅니다:' },
  'prices.import.error.noService': {
    other:
      '항목 {count}개 중 이 시나리오의 서비스인 serviceName “{serviceName}”의 종량제 가격이 없습니다.',
  },
  'prices.import.error.severalRegions':
    '이 파일에는 여러 지역({regions})의 가격이 있습니다. 하나를 고르세요.',
  'prices.import.error.regionNotInFile':
    '이 파일에는 “{region}”의 가격이 없습니다. 있는 지역은 {regions}입니다.',
  'prices.import.error.severalCurrencies':
    '이 파일에는 여러 통화({currencies})가 섞여 있습니다. 한 통화로 저장하세요.',
  'prices.import.error.missingMeters': {
    other: '{region}에 계획에 필요한 {meters}의 가격이 없습니다.',
  },
  'prices.import.error.nextPage':
    '이 파일은 여러 페이지 중 한 페이지입니다(NextPageLink가 있음). 미터가 다음 페이지에 있을 수 있습니다. 한 지역만 요청하거나 모든 페이지를 한 파일에 저장하세요.',
  'prices.import.error.unknownUnit':
    '미터 {meter}은(는) {unit}당 가격이며, 모델의 단위(하루 1단위, 메시지 100만 개)로 환산할 수 없는 측정 단위입니다.',
  'prices.import.error.conflicting':
    '미터 {meter}이(가) 같은 날 다른 가격({prices})으로 두 번 나와 있어 어느 것이 적용되는지 알 수 없습니다.',
  'prices.import.error.outOfRange':
    '미터 {meter}은(는) {rate}이(가) 되어 시나리오가 담을 수 있는 범위(0, 또는 0.0001~1,000,000)를 벗어납니다.',

  // reverse
  'reverse.heading': '가이드 수식으로 거꾸로 계산하기',
  'reverse.status': '연결 = 대역폭 × 전송 간격 ÷ 메시지 크기',
  'reverse.intro':
    '계층과 패턴을 고르고 메시지 크기, 연결, 전송 간격 중 두 가지를 입력하면 나머지 하나를 알 수 있습니다. 가이드가 유닛 100에서 계산하듯이, 20KB를 5초마다 보내면 연결 100,000개에 도달합니다. 워크로드는 바뀌지 않습니다.',
  'reverse.units': '계층',
  'reverse.unknown': '구할 값',
  'reverse.unknown.connections': '연결',
  'reverse.unknown.messageBytes': '메시지 크기',
  'reverse.unknown.sendIntervalSeconds': '전송 간격',
  'reverse.answer': '결과',
  'reverse.result.connections': '최대 연결 {value}개',
  'reverse.result.messageBytes': '최대 {value} 크기의 메시지',
  'reverse.result.noSize': '맞는 메시지 크기가 없습니다',
  'reverse.result.sendIntervalSeconds': '{value}마다 메시지 최대 1개',
  'reverse.connections.fanOut':
    '{pattern}에서 연결은 각 메시지를 받는 연결입니다(브로드캐스트 표의 아웃바운드 대역폭이 한도입니다).',
  'reverse.connections.oneToOne':
    '{pattern}에서 연결은 간격마다 메시지를 하나씩 보내는 연결입니다(해당 패턴 표의 인바운드 대역폭이 한도입니다).',
  'reverse.formula.connections': '연결 = 대역폭 × 전송 간격 ÷ 메시지 크기',
  'reverse.formula.messageBytes': '메시지 크기 = 대역폭 × 전송 간격 ÷ 연결',
  'reverse.formula.sendIntervalSeconds': '전송 간격 = 연결 × 메시지 크기 ÷ 대역폭',
  'reverse.filled.connections': '{bandwidth} × {interval} ÷ {size} = {result}',
  'reverse.filled.messageBytes': '{bandwidth} × {interval} ÷ {connections} = {result}',
  'reverse.filled.sendIntervalSeconds': '{connections} × {size} ÷ {bandwidth} = {result}',
  'reverse.cell.outbound':
    '대역폭: {table} 표의 유닛 {units}, 아웃바운드 {rate} 메시지/초 × {tableBytes} = {bandwidth}(가이드 표기로는 {guideBandwidth}).',
  'reverse.cell.inbound':
    '대역폭: {table} 표의 유닛 {units}, 인바운드 {rate} 메시지/초 × {tableBytes} = {bandwidth}(가이드 표기로는 {guideBandwidth}).',
  'reverse.interpolated':
    '{table} 표에는 유닛 {units} 열이 없어서, 이웃한 열 사이에서 보간한 값입니다.',
  'reverse.minimumLoad':
    '{minimum} 미만의 메시지는 서비스에 {minimum}와 같은 부하를 주므로, 수식은 {minimum}를 사용합니다.',
  'reverse.noSize':
    '수식 결과가 {minimum} 미만이지만, {minimum} 미만의 메시지는 모두 {minimum}와 같은 부하를 줍니다. 이 빈도로는 이 계층에 맞는 메시지 크기가 없습니다.',
  'components.info.about': '{label} 설명',
  'app.tabs.label': '이 답에 대해 더 보기',
  'app.tabs.presets': '프리셋',
  'app.tabs.working': '계산 과정 확인',
  'app.tabs.growth': '성장',
  'app.tabs.plan': '하루와 1년',
  'app.tabs.levers': '비용 줄이기',
  'app.tabs.measured': '측정값',
  'app.tabs.deploy': '배포',
  'services.lead':
    '같은 워크로드를 Azure SignalR Service와 Azure Web PubSub에서 각자의 성능 가이드, 청구, 연결 할당량에 따라 크기를 정합니다.',
  'services.heading': 'SignalR 또는 Web PubSub',
  'services.status.cheaper': '{service}: {deployment}, 월 {cost}, {saving} 저렴',
  'services.status.dearer': '{service}: {deployment}, 월 {cost}, {saving} 비쌈',
  'services.status.same': '{service}: {deployment}, 월 {cost}, 같은 비용',
  'services.status.noFit': '{service}: 맞는 계층이 없습니다',
  'services.status.blocked': '{service}: 가이드에 {names}의 패턴에 대한 표가 없습니다',
  'services.own': '(이 시나리오)',
  'services.tier': '계층',
  'services.monthly': '한 달',
  'services.binding': '제한 요인',
  'services.besides': '그 밖에 필요한 것',
  'services.besides.appServers': {
    other: '앱 서버 {count}대(각각 허브당 서비스 서버 연결 {perHub}개)',
  },
  'services.besides.noAppServers': '서비스에 연결된 앱 서버 없음(REST 호출만)',
  'services.besides.upstream': '초당 약 {rate}개의 요청에 응답하는 업스트림 웹후크(이벤트 처리기)',
  'services.besides.noUpstream': '업스트림 웹후크 없음: 서버로 가는 클라이언트 이벤트가 없습니다',
  'services.noFit': '맞는 계층이 없습니다. 워크로드 옆의 답이 무엇이 맞을지 알려 줍니다.',
  'services.cheaper': '{service}이(가) 한 달에 {saving} 더 저렴합니다.',
  'services.same': '두 서비스의 월 비용이 같습니다.',
  'services.tierChange':
    '{service}는 {otherTier}를 배포하고 이 시나리오는 {ownTier}를 배포합니다. 서비스를 바꾸는 것은 지금 쓰는 리소스 옆에 새 {service} 리소스를 두는 일이지 그 계층을 바꾸는 일이 아닙니다. 공급업체가 Free와 유료 계층 사이의 이동에 대해 밝힌 가동 중지는 해당하지 않으며, 클라이언트는 앱이 새 서비스로 보낼 때 옮겨 갑니다.',
  'services.switch': '{service}(으)로 전환',
  'services.switch.hint': '한 단계입니다. 실행 취소하면 시나리오가 원래대로 돌아옵니다.',
  'services.leftBehind': '전환하면 {service}에 없는 것은 남겨 둡니다: {fields}.',
  'services.leftBehind.appServerFramework': '앱 서버 프레임워크',
  'services.leftBehind.hubs': '앱 서버의 허브',
  'services.leftBehind.serverConnectionsPerHub': '허브당 서버 연결',
  'services.leftBehind.countServerConnections': '벤치마크대로의 크기 조정(서버 연결 미포함)',
  'services.leftBehind.transport': 'Server-Sent Events와 롱 폴링(해당 클라이언트는 WebSocket 사용)',
  'app.tabs.scenarios': '공유 및 저장',
  'app.tabs.guide': '가이드',

  // deploy
  'deploy.heading': '배포',
  'deploy.intro':
    '계획을 인프라 코드로 나타낸 것입니다. 답변과 같은 계층, 유닛, 복제본, 자동 크기 조정을 사용합니다. 이름과 지역은 매개 변수이므로 배포하기 전에 직접 설정하세요.',
  'deploy.intro.webPubSub':
    '계획을 Azure Web PubSub용 인프라 코드로 나타낸 것입니다. 답변과 같은 계층, 유닛, 복제본, 자동 크기 조정을 사용합니다. 이름, 지역, 허브는 매개 변수이므로 배포하기 전에 직접 설정하세요.',
  'deploy.upstream':
    '배포하기 전에 이벤트 처리기의 URL 템플릿(업스트림 웹후크)을 설정하세요. 기본값이 없습니다. 최대 부하 시 초당 {rate}개의 클라이언트 이벤트를 받으며, 서비스가 허브를 저장할 때 이를 검사하므로 미리 실행 중이어야 합니다.',
  'deploy.noEventHandler':
    '이 계획의 클라이언트 이벤트는 업스트림 웹후크로 가지 않으므로 코드는 이벤트 처리기를 설정하지 않습니다.',
  'deploy.format': '형식',
  'deploy.format.bicep': 'Bicep',
  'deploy.format.arm': 'ARM 템플릿(JSON)',
  'deploy.format.terraform': 'Terraform',
  'deploy.format.cli': 'Azure CLI',
  'deploy.code': '이 계획의 {format}',
  'deploy.copy': '{format} 복사',
  'deploy.download': '{format} 다운로드',
  'deploy.copied': '복사했습니다.',
  'deploy.copyFailed':
    '복사가 차단되었습니다. 코드가 선택되어 있으니 Ctrl+C(Mac에서는 ⌘C)를 누르세요.',
  'deploy.saved': '{fileName} 파일을 저장했습니다.',
  'deploy.pages': '따르는 공급업체 페이지',
  'deploy.failover':
    '각 지역은 한 지역이 모두 인계받을 수 있도록 전체 트래픽에 맞춰 크기가 정해져 있습니다. 각 지역의 메트릭은 자기 클라이언트만 보므로, 자동 크기 조정 최솟값은 전체 트래픽에 대한 계획의 하루 흐름을 시간별로 따릅니다(반복 프로필). 하루 시간의 표준 시간대를 설정하세요(timeZone, 기본값 UTC).',
  'deploy.operator': '직접 하셔야 할 일(코드에 포함되지 않으며, 어떤 출력에도 키는 없습니다)',
  'deploy.noFit':
    '이 시나리오에 맞는 계층이 없어 배포할 것이 없습니다. 답변에 계층이 표시되면 여기에 코드가 나타납니다.',
  'deploy.refused': 'Azure가 이 계획을 거부하므로 코드를 작성하지 않습니다.',
  'deploy.problem.capacity.primary': '{sku}는 {units}유닛으로 판매되지 않습니다(기본 지역).',
  'deploy.problem.capacity.replica': '{sku}는 {units}유닛으로 판매되지 않습니다(복제본 {replica}).',
  'deploy.problem.capacity.autoscaleMinimum':
    '{sku}는 {units}유닛으로 판매되지 않습니다(자동 크기 조정 최솟값).',
  'deploy.problem.capacity.autoscaleMaximum':
    '{sku}는 {units}유닛으로 판매되지 않습니다(자동 크기 조정 최댓값).',
  'deploy.problem.replicas': '복제본은 Premium에만 있습니다. 이 계획은 {sku}입니다.',
  'deploy.problem.autoscale': '자동 크기 조정은 Premium에만 있습니다. 이 계획은 {sku}입니다.',
  'deploy.problem.autoscaleRange':
    '자동 크기 조정 최솟값({minimum}유닛)이 최댓값({maximum}유닛)보다 큽니다.',
  'deploy.problem.templateResources':
    '{instances}개 인스턴스에는 Azure Resource Manager 템플릿 하나에 담을 수 있는 {most}개(템플릿 한도)보다 많은 리소스가 필요합니다. 나누어 배포하거나 인스턴스가 줄도록 크기를 다시 정하세요.',
  'recommendation.metric.perMonth': '/월',
  'recommendation.metric.target': '한도 {target}',
  'recommendation.metric.perHub': '허브당 각 {count}개 서버 연결',
  'recommendation.metric.requestsPerSecond': '요청/초',
  'recommendation.details': '근거와 비용 내역',
  'settings.status': '{edition} · 여유 목표 {target} · 연결 {connectionTarget}',
  'settings.status.webPubSub':
    'Web PubSub · {edition} · 여유 목표 {target} · 연결 {connectionTarget}',
  // plan
  'exportImport.chart.loadProfile': '하루 부하 차트 내보내기',
  'plan.title': '계획: 하루, 지역, 1년',
  'plan.hint':
    '부하가 하루 동안 달라질 때, 서비스를 여러 지역에서 운영할 때, 사용자가 늘어날 때 요금이 어떻게 바뀌는지 보여 줍니다.',
  'plan.empty': '워크로드를 추가하면 하루, 지역, 1년을 계획할 수 있습니다.',
  'plan.profile.title': '하루의 부하',
  'plan.profile.hint':
    '시간대별 부하를 구성한 최대치에 대한 비율로 나타냅니다. 메시지는 시간대별 트래픽만큼, 단위는 실행된 시간만큼 청구됩니다.',
  'plan.profile.presets': '시작 형태',
  'plan.profile.preset.flat': '일정',
  'plan.profile.preset.businessHours': '업무 시간',
  'plan.profile.preset.eveningPeak': '저녁 피크',
  'plan.profile.preset.eventSpike': '평일 이벤트',
  'plan.profile.clear': '종일 최대치로 되돌리기',
  'plan.profile.chart.label': '차트: 하루 각 시간대의 부하 (최대치 대비 비율)',
  'plan.profile.hour': '{hour}시',
  'plan.profile.level': '부하',
  'plan.profile.levelOf': '{hour}시 부하, 최대치 대비 %',
  'plan.profile.table.show': '표로 보기 및 편집',
  'plan.profile.table.caption': '시간대별 부하와 단위',
  'plan.profile.table.hour': '시간대',
  'plan.profile.table.fixed': '고정 단위',
  'plan.profile.table.autoscale': '자동 크기 조정 단위',
  'plan.profile.table.ideal': '필요한 단위',
  'plan.profile.error.range': '{hour}시 부하: 0에서 100 사이의 백분율을 입력하세요.',
  'plan.profile.error.allZero':
    '{hour}시 부하: 적어도 한 시간대는 0%보다 커야 합니다. 적용하지 않았습니다.',
  'plan.units.chart.label': '차트: 시간별 단위 수(고정, 자동 크기 조정, 필요량)',
  'plan.units.legend': '시간별 단위 수',
  'plan.costs.fixed': '{tier}에서 최대치에 맞춰 고정 (권장 사항)',
  'plan.costs.heading': '월 비용',
  'plan.costs.chosen': '계획은 {deployment}를 배포합니다: 월 {cost}, 답에 표시되는 월 비용입니다.',
  'plan.costs.none': '맞는 것이 없어 계획은 아무것도 배포하지 않으며 월 비용도 없습니다.',
  'plan.costs.compared':
    '같은 지역과 인스턴스를 세 가지 방식으로 운영한 비교(계획은 처음 두 가지 중 저렴한 쪽을 택합니다):',
  'plan.costs.fixedAllDay': '하루 종일 최대치에 고정: {tier}',
  'plan.costs.isChosen': '(계획)',
  'plan.costs.autoscale': 'Premium 자동 크기 조정 (하루 {unitDays} 단위-일)',
  'plan.costs.ideal': '이상적인 하한: 시간대마다 필요한 Premium 단위만큼만',
  'plan.costs.noFit': '최대치를 처리할 Premium 계층이 없습니다',
  'plan.costs.sku':
    '자동 크기 조정은 단위 수만 바꾸고 SKU는 바꾸지 않습니다. 하루 종일 {sku}에서 실행됩니다.',
  'plan.costs.beyondP1':
    '최대 부하에 {p1}이 제공하는 것보다 많은 용량이 필요하지만 자동 크기 조정은 SKU를 바꿀 수 없습니다. 하루 종일 {p2}에서 실행되며 밤에도 {p1}로 돌아가지 않습니다.',
  'plan.crossRegion':
    '지역 간: 다른 복제본에 연결된 수신자에게 전달되는 메시지가 하루 {bytes}. Azure는 이를 데이터 전송 미터로 청구합니다: GB당 {rate}로 월 {cost}, 위의 월 비용에 포함됩니다.',
  'plan.crossRegion.assumption':
    '가정: 몫을 지정하지 않으면 클라이언트는 지역에 고르게 나뉘며, 메시지는 수신자가 있는 다른 각 지역으로 한 번씩 넘어갑니다.',
  'plan.crossRegion.webPubSub':
    '지역 간: 다른 복제본에 연결된 수신자에게 전달되는 메시지가 하루 {bytes}. Azure는 이를 데이터 전송 미터로 청구합니다(“egress fees for cross region outbound traffic”): GB당 {rate}로 월 {cost}, 위의 월 비용에 포함됩니다.',
  'plan.autoscale.heading': '자동 크기 조정 규칙',
  'plan.autoscale.deployed': '계획은 {sku}에서 이 규칙을 쓰며 지역마다 따로 둡니다: {rule}',
  'plan.autoscale.compared':
    '계획은 유닛을 고정합니다. 위의 자동 크기 조정 비용은 {sku}에서 이 규칙을 씁니다:',
  'plan.autoscale.serverLoad':
    '최대치에서 처리량 한도가 병목이므로 규칙은 같은 임계값으로 서버 부하(Server Load)도 감시합니다.',
  'plan.autoscale.out': '확장 임계값, 연결 할당량 대비 백분율',
  'plan.autoscale.in': '축소 임계값, 연결 할당량 대비 백분율',
  'plan.autoscale.coolDown': '크기 조정 작업 사이 대기 시간',
  'plan.autoscale.minutes': '분',
  'plan.autoscale.reset': '공급업체 예시로 되돌리기({out}, {in}, {coolDown})',
  'plan.autoscale.source':
    '공급업체의 자동 크기 조정 예시는 Connection Quota Utilization이 {out}를 넘으면 확장하고 {in} 아래로 내려가면 축소하며, 크기 조정 작업 사이에 {coolDown}를 권합니다(“Automatically scale units of an Azure SignalR Service”). 자동 크기 조정은 Premium에서만 됩니다.',
  'plan.autoscale.source.webPubSub':
    '공급업체의 자동 크기 조정 예시는 Connection Quota Utilization이 {out}를 넘으면 확장하고 {in} 아래로 내려가면 축소하며, 크기 조정 작업 사이에 {coolDown}를 권합니다(“Automatically scale units of an Azure Web PubSub service”). 자동 크기 조정은 Premium 전용입니다.',
  'plan.autoscale.simulation':
    '가정: 시간 단위 시뮬레이션에서 유닛은 부하가 필요로 하는 시간대에 확장하고(작업에는 몇 분이 걸립니다), Connection Quota Utilization과 서버 부하를 대신하는 지표가 축소 임계값 아래인 동안 대기 시간마다 한 단계씩 축소합니다. 자동 크기 조정은 SKU를 바꾸지 않습니다.',
  'plan.costs.assumption':
    '가정: 단위는 실행된 초 단위로 계산되어 하루 단위로 청구됩니다. Azure SignalR 페이지에는 나와 있지 않고 Azure Web PubSub 청구 페이지에 나와 있습니다 (5단위 18시간과 10단위 6시간은 6.25 단위-일).',
  'plan.costs.assumption.webPubSub':
    '유닛은 실행된 초만큼 청구되며 매일 청구됩니다: Azure Web PubSub 청구 페이지(5유닛 18시간과 10유닛 6시간은 6.25유닛-일).',
  'plan.replicas.title': '지역',
  'plan.replicas.hint':
    'Premium 지역 복제: 각 복제본은 자체 단위와 아웃바운드 메시지에 대해 청구되며, 무료 메시지 할당량도 따로 계산됩니다.',
  'plan.replicas.count': '기본 외 복제본 수',
  'plan.replicas.error.count': '복제본 수: 0에서 {max} 사이의 정수를 입력하세요.',
  'plan.replicas.sizing': '각 지역의 크기 기준',
  'plan.replicas.sizing.allTraffic': '전체 트래픽 (한 지역이 모두 넘겨받을 수 있음)',
  'plan.replicas.sizing.split': '맡은 트래픽 비율',
  'plan.replicas.share': '{region} 비율 (%)',
  'plan.replicas.error.share':
    '{region} 비율: 0보다 크고 100보다 작은 백분율을 입력하세요. 나머지는 다른 지역이 나눕니다.',
  'plan.replicas.primary': '기본',
  'plan.replicas.replica': '복제본 {region}',
  'plan.replicas.table.caption': '지역별 계층과 월 비용',
  'plan.replicas.table.region': '지역',
  'plan.replicas.table.clients': '클라이언트',
  'plan.replicas.table.tier': '계층',
  'plan.replicas.autoscaled': '{tier}, {minimum}–{maximum}유닛 자동 크기 조정',
  'plan.replicas.table.cost': '월 비용',
  'plan.replicas.total': '모든 지역: 월 {cost}.',
  'plan.replicas.noFit': '어떤 지역의 비율이 어느 Premium 계층에도 맞지 않습니다.',
  'plan.failover.title': '지역에 장애가 나면',
  'plan.failover.summary':
    '장애 지역의 클라이언트가 어디로 가는지, 다른 지역이 얼마나 떠맡는지, 자동 크기 조정이 언제 따라잡는지, 재연결 폭주가 얼마나 걸리는지.',
  'plan.failover.routing':
    'Azure SignalR Service는 Traffic Manager로 각 복제본의 상태를 확인하고, 인스턴스 이름에 가장 가까운 정상 복제본으로 응답합니다. 지역에 장애가 나면 그 복제본이 응답에서 빠지고, DNS TTL {ttl}이 지나면 그 클라이언트는 다른 지역에 연결됩니다. 앱 서버의 서버 연결도 같은 방식으로 옮겨 가며 사람이 개입할 필요가 없습니다(공급업체 페이지 “Geo-replication in Azure SignalR”. 상태 검사가 장애를 알아차리는 데 걸리는 시간은 나와 있지 않습니다).',
  'plan.failover.routing.webPubSub':
    'Azure Web PubSub는 Traffic Manager로 각 복제본의 상태를 확인하고, 인스턴스 이름에 가장 가까운 정상 복제본으로 응답합니다. 지역에 장애가 나면 그 복제본이 응답에서 빠지고, DNS TTL {ttl}이 지나면 그 클라이언트는 사람의 개입 없이 다른 지역에 연결됩니다(공급업체 페이지 “Geo-replication in Azure Web PubSub”. 상태 검사가 장애를 알아차리는 데 걸리는 시간은 나와 있지 않습니다).',
  'plan.failover.spread':
    '각 클라이언트가 어느 지역에 연결될지는 위치에 따라 다르지만 시나리오에는 위치가 없습니다. 장애 지역의 클라이언트는 다른 지역에 고르게 나뉜다고 봅니다(우리 가정).',
  'plan.failover.retry':
    'SignalR 클라이언트의 기본 자동 재연결은 연결이 끊긴 뒤 {retry}에 포기하며, 이는 {ttl}이 지나기 전입니다. 더 오래 다시 시도하는 재시도 정책을 주지 않으면 클라이언트는 끊긴 채로 남습니다.',
  'plan.failover.region': '장애가 나는 지역',
  'plan.failover.hour': '장애가 나는 시각',
  'plan.failover.hour.peak': '{hour}시 (최대치)',
  'plan.failover.moment.peak': '최대치 시각, {hour}시',
  'plan.failover.moment.hour': '{hour}시, 최대치의 {level}',
  'plan.failover.moment.flat': '최대치, 하루 종일',
  'plan.failover.lost':
    '{region}에 장애가 나면 클라이언트 {clients}개(전체의 {share})가 다른 지역에 다시 연결됩니다.',
  'plan.failover.table.caption': '{region}에 장애가 났을 때 다른 지역',
  'plan.failover.table.region': '지역',
  'plan.failover.table.clients': '클라이언트 전 → 후',
  'plan.failover.table.load': '단위에 걸리는 부하',
  'plan.failover.table.scaling': '단위',
  'plan.failover.table.reconnect': '재연결 폭주',
  'plan.failover.clients': '{before} → {after}',
  'plan.failover.load': '{units}단위: {limit}의 {before} → {after}',
  'plan.failover.load.refused': '할당량 초과: 연결 {refused}개 거부',
  'plan.failover.load.overCapacity': '가이드의 최댓값 초과',
  'plan.failover.load.overTarget': '목표 {target} 초과',
  'plan.failover.load.withinTarget': '목표 이내',
  'plan.failover.after': '{limit}의 {utilization}',
  'plan.failover.fixed': '고정: {units}단위 그대로. {needed}단위면 감당합니다',
  'plan.failover.fixed.fits': '고정: 지금 단위로 감당합니다',
  'plan.failover.fixed.noTier':
    '고정: {units}단위 그대로. {sku}의 어떤 단위 수로도 감당하지 못합니다',
  'plan.failover.autoscale.none': '자동 크기 조정: 작업 필요 없음',
  'plan.failover.autoscale.steps': {
    other: '자동 크기 조정: 작업 {count}번으로 {from} → {to}단위, 약 {minutes}분 뒤. 그 뒤 {after}',
  },
  'plan.failover.autoscale.maximum':
    '자동 크기 조정은 최댓값 {maximum}단위에서 멈춥니다({after}). {needed}단위면 감당합니다',
  'plan.failover.autoscale.maximumNoTier':
    '자동 크기 조정은 최댓값 {maximum}단위에서 멈춥니다({after}). {sku}의 어떤 단위 수로도 감당하지 못합니다',
  'plan.failover.reconnect': '클라이언트 {clients}개, 초당 {rate}개: {seconds}',
  'plan.failover.reconnect.slow': '(클라이언트가 다시 시도하는 {window}보다 깁니다)',
  'plan.failover.reconnect.none': 'Azure Web PubSub의 연결 열기 속도는 공개되어 있지 않습니다',
  'plan.failover.line':
    '{region}: 클라이언트 {clients}. {load}. {scaling}. 재연결 폭주: {reconnect}.',
  'plan.failover.timing':
    '자동 크기 조정 시간에는 규칙이 새 부하를 보기까지 최대 {window}(생성된 규칙은 메트릭을 {window} 동안 평균합니다: 우리 가정), 작업 사이마다 대기 시간, 마지막 작업이 적용되기까지 {action}(공급업체: “3-5 minutes after it’s triggered”)이 들어갑니다. 각 작업은 SKU가 판매하는 다음 단위 수로 갑니다: 1부터 10, 그다음 20부터 100까지 10씩, Premium_P2는 100부터 1,000까지 100씩입니다.',
  'plan.failover.premiumP2':
    'Premium_P2의 크기 조정 작업은 작은 계층보다 오래 걸립니다(공급업체의 크기 조정 페이지에 수치는 없습니다). 이 시간보다 더 걸린다고 보십시오.',
  'plan.failover.instances':
    '인스턴스당 수치입니다. 인스턴스 {count}개가 각각 모든 지역에 복제본을 둡니다.',
  'plan.failover.sized':
    '모든 지역이 전체 트래픽에 맞춰져 있습니다. 공급업체가 권하는 대로 어느 지역이든 다른 지역의 클라이언트를 넘겨받을 수 있습니다(“set each replica’s unit size to handle all traffic”).',
  'plan.failover.sizeFor': '장애에 대비해 크기 조정',
  'plan.failover.sizeFor.lead':
    '어느 지역이든 넘겨받을 수 있도록 모든 지역을 전체 트래픽에 맞춥니다: {deployment}, 월 {cost}, 지금보다 {extra} 더 듭니다.',
  'plan.failover.sizeFor.hint': '한 단계입니다. 실행 취소하면 나눈 상태로 돌아옵니다.',
  'plan.failover.sizeFor.noFit':
    '전체 트래픽에 맞추면 어느 Premium 계층도 한 지역을 감당하지 못합니다. 대신 클라이언트를 더 많은 인스턴스나 지역에 나누십시오.',
  'plan.timeline.title': '1년 앞',
  'plan.timeline.mode': '성장',
  'plan.timeline.mode.none': '없음',
  'plan.timeline.mode.percent': '매월 백분율',
  'plan.timeline.mode.target': '목표 사용자 수',
  'plan.timeline.percent': '월 성장률 (%)',
  'plan.timeline.error.percent': '월 성장률: 0에서 100 사이의 백분율을 입력하세요.',
  'plan.timeline.target': '클라이언트 연결',
  'plan.timeline.error.target': '클라이언트 연결: 1에서 100,000,000 사이의 정수를 입력하세요.',
  'plan.timeline.month': '도달 월',
  'plan.timeline.error.month': '도달 월: 1에서 12 사이의 정수를 입력하세요.',
  'plan.timeline.growth': '월 {percent} 성장.',
  'plan.timeline.chart.label': '차트: 각 달의 월 비용(현재와 향후 12개월)',
  'plan.timeline.table.caption': '월별 계층과 비용',
  'plan.timeline.table.month': '월',
  'plan.timeline.table.connections': '연결',
  'plan.timeline.table.tier': '계층',
  'plan.timeline.table.cost': '월 비용',
  'plan.timeline.table.units': '단위',
  'plan.timeline.now': '현재',
  'plan.timeline.noTier': '맞는 계층 없음',
  'plan.timeline.stop': '{tier}은(는) {month}개월째에 더 이상 맞지 않습니다.',
  'plan.timeline.stopNever': '{tier}은(는) 12개월째에도 맞습니다.',
  'plan.timeline.change': '{month}개월째: {change}',
  'plan.tierChange.downtime':
    '{from}에서 {to}로: 공용 IP가 바뀌며, DNS에 반영될 때까지 {min}–{max}분 동안 서비스에 연결되지 않을 수 있습니다(공급업체 페이지 “{page}”).',
  'plan.tierChange.none': '{from}에서 {to}로: 가동 중지 없음(공급업체 페이지 “{page}”).',
  'plan.tierChange.assumed':
    '{from}에서 {to}로: 공급업체의 표는 Standard_S1에서 Premium_P1로, Premium_P1에서 Premium_P2로 가동 중지가 없다고 하지만 이 조합은 없습니다. Standard와 Premium 사이에서는 공용 IP가 바뀌지 않으므로 가동 중지 없음은 우리 가정입니다.',
  'plan.tierChange.units': '{from}에서 {to}로: 같은 계층에서 단위만 늘리며 가동 중지는 없습니다.',
  'plan.tierChange.premiumP2':
    'Premium_P2의 크기 조정 작업은 작은 계층보다 오래 걸립니다(공급업체는 수치를 밝히지 않습니다).',
  'plan.tierChange.alternative.singleRegion':
    '한 지역만이라면 쓸 인스턴스에 복제본을 더하는 경우. {change}',
  'plan.tierChange.alternative.optimistic': '범위의 아래 끝으로 옮기는 경우. {change}',
  'plan.tierChange.alternative.conservative': '범위의 위 끝으로 옮기는 경우. {change}',
  'plan.tierChange.alternative.severalInstances': '여러 인스턴스로 옮기는 경우. {change}',
  'plan.tierChange.page.signalr': 'How to scale an Azure SignalR Service instance?',
  'plan.tierChange.page.webPubSub': 'How to scale an Azure Web PubSub Service instance?',
  'plan.timeline.total': '앞으로 12개월: {cost}.',
  'plan.timeline.totalNoFit': '맞는 계층이 없는 달이 있어 12개월 합계를 낼 수 없습니다.',
  'plan.timeline.csv': '타임라인 다운로드 (CSV)',
  // calibration, levers, measured
  'field.named': '{field}: {message}',
  'calibration.factor': '{limit} ×{factor}',
  'calibration.connections': '연결',
  'calibration.inbound': '인바운드',
  'calibration.outbound': '아웃바운드',
  'calibration.messages': '메시지',
  'recommendation.calibrated': '측정값으로 보정됨: 예측 부하에 {factors}를 곱합니다.',
  'levers.heading': '요금을 줄이는 방법',
  'levers.intro':
    '각 절감액은 현재 답의 월 비용에서 변경 후 월 비용을 뺀 값이며, 둘 다 엔진이 계산합니다. 적용해서 시험해 보고, 실행 취소로 되돌릴 수 있습니다.',
  'levers.none': '이 시나리오의 월 비용을 낮출 변경이 없습니다.',
  'levers.noFit': '이 시나리오에 맞는 계층이 아직 없어 줄일 비용이 없습니다.',
  'levers.chunkBoundary.title': '{bytes}바이트 이하',
  'levers.chunkBoundary.cost':
    '각 메시지를 {over}바이트 줄입니다(짧은 속성 이름, 적은 필드). 2KB 단위로 청구되므로 두 번이 아니라 한 번으로 계산됩니다. 지연 시간이나 기능의 희생은 없습니다.',
  'levers.batching.title': '메시지 {count}개를 하나로 묶기',
  'levers.batching.cost':
    '메시지가 묶음을 기다리며 최대 {delay} 늦어집니다. 각 묶음은 여전히 2KB 단위 하나에 들어갑니다.',
  'levers.groups.title': '연결로 보내기 {count}번 대신 {count}명 그룹으로 보내기',
  'levers.groups.cost':
    '같은 메시지가 여러 연결로 갈 때만 해당합니다. 앱 서버가 그룹 구성원을 최신으로 유지해야 합니다.',
  'levers.rest.broadcast.title': '서버에서 REST API로 브로드캐스트',
  'levers.rest.connection.title': '서버에서 REST API로 사용자에게 보내기',
  'levers.rest.cost':
    '메시지는 클라이언트가 아니라 서버에서 시작해야 합니다. 보낼 때마다 HTTP 호출이 되어 허브 호출보다 느립니다. 앱 서버로 가는 청구 구간은 없어집니다.',
  'levers.compactPayload.title': '간결한 페이로드: 각 메시지의 {share}',
  'levers.compactPayload.cost':
    'JSON 대신 MessagePack, 또는 전체 스냅샷 대신 변경분을 쓰면 각 메시지가 {share}(으)로 줄어든다고 가정합니다({from} B → {to} B, 비율은 아래에서 설정). 클라이언트와 서버가 모두 지원해야 합니다.',
  'levers.compactPayload.ratio': '압축 형식이 유지하는 크기 비율',
  'levers.compactPayload.ratio.hint':
    '직접 설정하기 전까지는 가정: {share}. msgpack.org 자체 예시에서 JSON 27B가 MessagePack으로 18B가 되는 데서 왔습니다. 전체 스냅샷 대신 변경분만 보내면 훨씬 작아지는 경우가 많습니다. 실제 메시지에 맞게 설정하세요.',
  'levers.compactPayload.ratio.reset': '가정({share})으로 되돌리기',
  'levers.longerInterval.title': '{interval}마다 브로드캐스트',
  'levers.longerInterval.cost':
    '클라이언트는 각 업데이트를 최대 {delay} 늦게 받으며, 업데이트 수는 절반이 됩니다.',
  'levers.fewerReplicas.title': { other: '복제본을 하나 줄여 {count}개로' },
  'levers.fewerReplicas.none.title': '복제본 없음: 주 지역만',
  'levers.fewerReplicas.cost':
    '남은 지역에서 먼 클라이언트는 각 메시지를 더 오래 기다리고, 한 지역에 장애가 나면 그 클라이언트는 더 먼 곳으로 옮겨집니다.',
  'levers.workload': '워크로드: {name}',
  'levers.saving': '월 {saving} 절감({before} → {after})',
  'levers.apply': '적용',
  'levers.applyLabel': '“{title}”을(를) {name}에 적용',
  'measured.heading': '측정값',
  'measured.status.empty': '입력 없음',
  'measured.status.entered': { other: '메트릭 {count}개 입력됨' },
  'measured.status.calibrated': '보정 적용 중',
  'measured.intro':
    '피크 시 인스턴스에 대해 Azure Monitor(메트릭)가 보여 주는 값을 포털에 표시된 그대로 입력하세요. 위 시나리오에 대한 엔진의 예측과 각각 비교하고, 측정한 비율로 크기를 정할 수 있습니다.',
  'measured.sku': 'SKU',
  'measured.sku.none': '입력 안 함',
  'measured.units': '유닛',
  'measured.connectionCount': '연결 수(Connection Count, 최대)',
  'measured.connectionCount.hint': '포털이 세는 방식대로 클라이언트와 서버 연결을 합한 값입니다.',
  'measured.messageCountPerDay': '메시지 수(Message Count, 하루 합계)',
  'measured.messageCountPerDay.hint': '청구와 같이 2KB 단위로 셉니다.',
  'measured.inboundTrafficBytes': '인바운드 트래픽(Inbound Traffic, 합계)',
  'measured.outboundTrafficBytes': '아웃바운드 트래픽(Outbound Traffic, 합계)',
  'measured.traffic.hint': '차트에 표시되는 시간 단위당 바이트: 12 GB, 350 MB 또는 3500000000.',
  'measured.trafficGrain': '트래픽 합계의 시간 단위',
  'measured.grain.60': '1분',
  'measured.grain.300': '5분',
  'measured.grain.900': '15분',
  'measured.grain.1800': '30분',
  'measured.grain.3600': '1시간',
  'measured.grain.21600': '6시간',
  'measured.grain.43200': '12시간',
  'measured.grain.86400': '1일',
  'measured.serverLoadPercent': '서버 부하(Server Load, 최대)',
  'measured.unit.bytes': 'B',
  'measured.unit.count': '개',
  'measured.unit.messages': '개',
  'measured.unit.percent': '%',
  'measured.unit.units': '유닛',
  'measured.table.caption': '측정값과 예측값',
  'measured.table.metric': '메트릭',
  'measured.table.measured': '측정값',
  'measured.table.predicted': '엔진 예측',
  'measured.table.ratio': '비율',
  'measured.table.none': '–',
  'measured.serverLoad.noTier': '서버 부하를 비교하려면 SKU와 유닛 수를 입력하세요.',
  'measured.apply': '측정한 비율로 크기 정하기',
  'measured.remove': '보정 중지',
  'measured.clear': '측정값 지우기',
  'measured.applied': '보정에 사용 중: {factors}',
  'measured.nothingToApply': '보정하려면 연결 수, 메시지 수 또는 트래픽 합계를 입력하세요.',
  'measured.typed.heading': '또는 피크 때 포털이 보여 주는 값 입력',
  'measured.file.heading': 'Azure가 기록한 메트릭 읽기',
  'measured.file.intro':
    'Azure Monitor가 인스턴스에 대해 기록한 값을 하루 이상, 한 시간에 하나씩 불러옵니다. az monitor metrics list의 JSON이나 포털 메트릭 차트가 내려받는 CSV입니다(차트마다 파일 하나, 여러 개를 한 번에 읽을 수 있습니다). 하루의 프로필, 각 메트릭의 피크, 예측과의 비율을 읽습니다. 파일은 이 브라우저에서 읽히며 어디로도 보내지지 않습니다.',
  'measured.file.choose': '메트릭 파일 읽기…',
  'measured.file.input': '메트릭 파일(JSON 또는 CSV)',
  'measured.file.offset': '하루의 시각 기준',
  'measured.file.offset.utc': 'UTC(Azure Monitor가 기록하는 그대로)',
  'measured.file.offset.value': 'UTC{offset}',
  'measured.file.offset.hint':
    '시간대와 함께 적힌 시각(JSON의 시각)에 적용됩니다. 시간대 없이 적힌 시각(포털의 CSV)은 적힌 그대로 읽습니다.',
  'measured.file.reading': '{file} 읽는 중…',
  'measured.file.summary': {
    other: '{file}: {metrics}, 한 시간에 값 하나, {start}부터 {end}까지 {count}시간.',
  },
  'measured.file.zoneless': '시각에 시간대가 없어 적힌 그대로 읽습니다.',
  'measured.file.otherService':
    '이 메트릭은 {fileService}의 것입니다. 시나리오는 {scenarioService}의 크기를 정합니다.',
  'measured.file.profile':
    '이 파일이 주는 하루: 피크는 {peakHour}, 가장 한가한 {quietHour}에는 그 {quietLevel}.',
  'measured.file.profile.none':
    '하루 프로필이 없습니다. 연결 수, 메시지 수 또는 트래픽 합계가 필요합니다. 다시 산정해도 하루는 그대로입니다.',
  'measured.file.quota':
    '연결 피크 때 {connections}개 연결은 연결 할당량의 {percent}였습니다. 할당량은 약 {quota}개 연결입니다.',
  'measured.file.factors.caption': '파일의 피크와 예측',
  'measured.file.peak': '{time}에 {value}',
  'measured.file.resize': '이 메트릭으로 계획 다시 산정',
  'measured.file.resize.hint':
    '실행 취소로 되돌릴 수 있는 한 단계입니다. 피크가 위에 입력한 메트릭을 대신하고(SKU와 단위는 그대로), 그 비율이 보정이 되며, 하루가 부하 프로필이 됩니다. 대신한 내용은 따로 보관도 됩니다.',
  'measured.file.resized': '{file}(으)로 다시 산정했습니다.',
  'measured.file.already': '시나리오에 이미 이 메트릭의 결과가 들어 있어 바꿀 것이 없습니다.',
  'measured.file.undo': '다시 산정 취소',
  'measured.file.undone': '다시 산정을 취소했습니다. 시나리오는 그대로입니다.',
  'measured.file.chart.summary': '측정값과 계획값, 시간별',
  'measured.file.chart.metric': '표시할 메트릭',
  'measured.file.chart.label': '{metric}: 측정값과 계획값, 하루의 시각별',
  'measured.file.chart.measured': '측정값(가장 많은 날)',
  'measured.file.chart.planned': '계획값',
  'measured.file.chart.legend': '차트의 선',
  'measured.file.chart.caption': '{metric}, 시간별',
  'measured.file.chart.table': '표로 보기',
  'measured.file.chart.hour': '시각',
  'measured.file.chart.noPlan':
    '시나리오에 맞는 것이 없어 연결 할당량 사용률이나 서버 부하를 읽을 배포가 없습니다.',
  'measured.file.metric.connectionCount': '연결 수(Connection Count, 최대)',
  'measured.file.metric.connectionQuotaUtilization':
    '연결 할당량 사용률(Connection Quota Utilization, 최대)',
  'measured.file.metric.messageCount': '메시지 수(Message Count, 시간당 합계)',
  'measured.file.metric.inboundTraffic': '인바운드 트래픽(Inbound Traffic, 시간당 합계)',
  'measured.file.metric.outboundTraffic': '아웃바운드 트래픽(Outbound Traffic, 시간당 합계)',
  'measured.file.metric.serverLoad': '서버 부하(Server Load, 최대)',
  'measured.file.error.lead': '{file}의 메트릭을 사용할 수 없습니다.',
  'measured.file.error.kept': '아무것도 바뀌지 않았습니다. 시나리오와 입력한 값은 그대로입니다.',
  'measured.file.error.more': { other: '…그 밖에 문제 {count}개.' },
  'measured.file.where.series': '계열 “{name}”',
  'measured.file.where.line': '{line}행',
  'measured.file.where.column': '{line}행, 열 “{name}”',
  'measured.file.where.file': '{file}: {problem}',
  'measured.file.problem.empty': '파일이 비어 있습니다.',
  'measured.file.problem.unreadable': '읽을 수 없습니다: {reason}',
  'measured.file.problem.notText':
    '이 파일은 {encoding} 텍스트가 아닙니다. 문자가 아닌 바이트가 있습니다. Azure는 메트릭을 UTF-8로 씁니다. az monitor metrics list 또는 포털 차트가 쓴 파일을 그대로 저장하거나 UTF-8로 저장한 뒤 다시 시도하세요.',
  'measured.file.problem.tooLarge':
    '파일 크기가 {size}입니다. 메트릭 파일은 최대 {max}입니다(여섯 메트릭의 한 달 치는 약 1 MB).',
  'measured.file.problem.syntax':
    'JSON처럼 시작하지만 JSON이 아닙니다: {line}행 {column}열부터 JSON으로 읽을 수 없습니다.',
  'measured.file.problem.shape':
    'JSON이지만 az monitor metrics list가 쓰는 형식이 아닙니다. “{path}”이(가) 없거나 Azure가 쓰는 내용이 아닙니다.',
  'measured.file.problem.noHeader':
    '시각 열이 있고 그 뒤에 시각이 이어지는 머리글 행이 없습니다. 이 페이지는 포털 메트릭 차트가 내려받는 CSV(Time 열, 그다음 메트릭마다 열 하나)를 읽습니다.',
  'measured.file.problem.otherMetric': '{where}: 이 페이지가 읽는 메트릭이 아닙니다({known}).',
  'measured.file.problem.noMetric': '이 페이지가 읽는 메트릭({known})이 하나도 없습니다.',
  'measured.file.problem.duplicate': '{where}: 이 메트릭은 이미 다른 계열에서 읽었습니다.',
  'measured.file.problem.unit':
    '{where}: 단위가 {found}이지만 Azure Monitor는 이를 {expected}(으)로 측정합니다.',
  'measured.file.problem.aggregation':
    '{where}: 이 페이지는 {expected}(--aggregation {expectedCli})을(를) 읽는데 파일에 없습니다.',
  'measured.file.problem.aggregation.found':
    '{where}: {found}이(가) 들어 있지만 이 페이지는 {expected}(--aggregation {expectedCli})을(를) 읽습니다.',
  'measured.file.problem.split':
    '{where}: 차원에 따라 {count}개 계열로 나뉘었습니다. 리소스 전체의 값이 되도록 --dimension이나 --filter 없이 조회하세요.',
  'measured.file.problem.interval':
    '간격이 {interval}({duration})입니다. 이 페이지는 한 시간에 값 하나를 읽습니다(--interval PT1H 또는 포털에서 시간 세분성 1시간).',
  'measured.file.problem.interval.step':
    '{where}: {time}은(는) 앞 값보다 {duration} 뒤입니다. 이 페이지는 한 시간에 값 하나를 읽습니다(--interval PT1H 또는 포털에서 시간 세분성 1시간).',
  'measured.file.problem.gap': '{where}: {time}에 값이 없습니다.',
  'measured.file.problem.gap.more': {
    other: '{where}: {time}에 값이 없고, {count}시간 더 없습니다.',
  },
  'measured.file.problem.short': {
    other:
      '{count}시간만 있습니다. 이 페이지에는 하루 이상(24시간 이상), 한 시간에 값 하나가 필요합니다.',
  },
  'measured.file.problem.time': '{where}: “{text}”은(는) 이 페이지가 읽는 시각이 아닙니다.',
  'measured.file.problem.number': '{where}: “{text}”은(는) 0 이상의 숫자가 아닙니다.',
  'measured.file.problem.beyond':
    '{where}: 피크 {value}이(가) 이 페이지가 다루는 한도({max})를 넘습니다.',
  'measured.file.aggregation.maximum': '최대값',
  'measured.file.aggregation.total': '합계',
  'measured.file.aggregation.average': '평균',
  'measured.file.aggregation.minimum': '최소값',
  'measured.file.aggregation.count': '개수',
  'levers.instance.title': '현재 {instance} 대신 {recommended} 사용',
  'levers.instance.premium':
    'Standard에는 Premium이 제공하는 자동 크기 조정, 가용성 영역, 지역 복제가 없습니다. 계층은 Azure Portal에서 변경하세요. 시나리오는 이미 권장 계층으로 크기를 정합니다.',
  'levers.instance.same':
    '오늘의 피크 대비 여유가 현재 인스턴스보다 작습니다. 계층은 Azure Portal에서 변경하세요. 시나리오는 이미 권장 계층으로 크기를 정합니다.',
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
  'composer.unit.bytes',
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
  'working.bytes',
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
  'issue.fieldNames.separator',
];
