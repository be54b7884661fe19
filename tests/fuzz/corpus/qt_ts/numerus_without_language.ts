<TS>
<context><message numerus="yes"><source>%n</source></message></context></TS>