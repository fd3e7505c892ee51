"""The training stage (``nmt train``, Section 5 of the paper).

``launch`` is the command's entry point (checks, then one process or several); ``trainer``
owns one rank's run; ``step`` is one optimizer update; ``loss``, ``schedule``,
``validation``, ``stopping``, ``runstate``, ``rundir``, ``finetune``, ``distributed`` and
``rng`` are the pieces it is made of.
"""
